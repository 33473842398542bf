CREATE TABLE "passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"public_key" text NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"counter" bigint NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"transports" text,
	"created_at" timestamp with time zone DEFAULT now(),
	"aaguid" text,
	CONSTRAINT "passkeys_credential_id_unique" UNIQUE("credential_id"),
	CONSTRAINT "passkeys_name_length" CHECK (length("passkeys"."name") <= 100)
);
--> statement-breakpoint
ALTER TABLE "access_log" DROP CONSTRAINT "access_log_kind_check";--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkeys_user_id_idx" ON "passkeys" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_kind_check" CHECK ("access_log"."kind" in ('appointment.read', 'chat.read', 'plan.read', 'check_ins.read', 'notes.read', 'sign_in', 'sign_in_failed', 'password_change', 'email_change', 'two_factor_enabled', 'two_factor_disabled', 'passkey_added', 'passkey_removed', 'export', 'deletion_requested', 'deletion_cancelled'));