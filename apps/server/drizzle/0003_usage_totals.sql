CREATE TABLE "usage_daily" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"transactions" bigint DEFAULT 0 NOT NULL,
	"credits" bigint DEFAULT 0 NOT NULL,
	"fields" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_daily_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "usage_totals" (
	"user_id" text NOT NULL,
	"model" text NOT NULL,
	"transactions" bigint DEFAULT 0 NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	"credits" bigint DEFAULT 0 NOT NULL,
	"fields" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_totals_user_id_model_pk" PRIMARY KEY("user_id","model")
);
--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_totals" ADD CONSTRAINT "usage_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Roll up the usage recorded before these tables existed.
INSERT INTO "usage_totals" ("user_id", "model", "transactions", "tokens", "credits", "fields")
SELECT "user_id", "model", count(*), coalesce(sum("total_tokens"), 0), coalesce(sum("balance_used"), 0), coalesce(sum("filled_fields"), 0)
FROM "autofill_usage"
GROUP BY "user_id", "model";--> statement-breakpoint
INSERT INTO "usage_daily" ("user_id", "day", "transactions", "credits", "fields")
SELECT "user_id", ("timestamp" AT TIME ZONE 'UTC')::date, count(*), coalesce(sum("balance_used"), 0), coalesce(sum("filled_fields"), 0)
FROM "autofill_usage"
GROUP BY "user_id", ("timestamp" AT TIME ZONE 'UTC')::date;
