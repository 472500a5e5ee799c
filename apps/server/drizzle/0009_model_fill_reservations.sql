CREATE TABLE "model_fill_reservations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"credits" integer NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "model_fill_reservations_credits_not_negative" CHECK ("model_fill_reservations"."credits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "model_fill_reservations" ADD CONSTRAINT "model_fill_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;