CREATE TABLE "autofill_usage" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"template_name" text NOT NULL,
	"model" text NOT NULL,
	"balance_used" integer NOT NULL,
	"filled_fields" integer NOT NULL,
	"status" text NOT NULL,
	"timestamp" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"total_tokens" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "autofill_usage_balance_used_not_negative" CHECK ("autofill_usage"."balance_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "paypal_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"cycle" text NOT NULL,
	"status" text DEFAULT 'APPROVAL_PENDING' NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "autofill_usage" ADD CONSTRAINT "autofill_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD CONSTRAINT "sandbox_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autofill_usage_user_timestamp_idx" ON "autofill_usage" USING btree ("user_id","timestamp" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "autofill_usage_user_idempotency_key_idx" ON "autofill_usage" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_user_id_idx" ON "sandbox_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_not_negative" CHECK ("users"."balance" >= 0);