ALTER TABLE "chats" ADD COLUMN "last_message_content" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "last_message_sender_id" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "user_low_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "user_high_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_unread_not_negative" CHECK ("chats"."user_low_unread" >= 0 and "chats"."user_high_unread" >= 0);--> statement-breakpoint
-- Backfill the summary of chats that already have messages.
UPDATE "chats" c SET
  "last_message_content" = last."content",
  "last_message_sender_id" = last."sender_id",
  "last_message_at" = last."created_at"
FROM (
  SELECT DISTINCT ON ("chat_id") "chat_id", "content", "sender_id", "created_at"
  FROM "messages" ORDER BY "chat_id", "created_at" DESC, "id" DESC
) last
WHERE last."chat_id" = c."id";
--> statement-breakpoint
UPDATE "chats" c SET
  "user_low_unread" = (SELECT count(*) FROM "messages" m WHERE m."chat_id" = c."id" AND m."sender_id" <> c."user_low"
                         AND m."created_at" > coalesce(c."user_low_read_at", '-infinity'::timestamptz)),
  "user_high_unread" = (SELECT count(*) FROM "messages" m WHERE m."chat_id" = c."id" AND m."sender_id" <> c."user_high"
                          AND m."created_at" > coalesce(c."user_high_read_at", '-infinity'::timestamptz));
