ALTER TABLE "users" ADD CONSTRAINT "users_id_role_unique" UNIQUE("id","role");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_role_fk" FOREIGN KEY ("user_id","role") REFERENCES "public"."users"("id","role") ON DELETE cascade ON UPDATE cascade;
