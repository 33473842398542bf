ALTER TABLE "messages" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "user_low_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "user_high_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "message_for";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "read_by";