ALTER TABLE "usage_daily" ADD COLUMN "tokens" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Fill the new column for the days rolled up before it: the tokens of each user's UTC day, summed
-- from autofill_usage (days are cut as in 0003). Every usage_daily row already has its records.
UPDATE "usage_daily" AS "d"
SET "tokens" = "s"."tokens"
FROM (
	SELECT "user_id", ("timestamp" AT TIME ZONE 'UTC')::date AS "day", coalesce(sum("total_tokens"), 0) AS "tokens"
	FROM "autofill_usage"
	GROUP BY "user_id", ("timestamp" AT TIME ZONE 'UTC')::date
) AS "s"
WHERE "d"."user_id" = "s"."user_id" AND "d"."day" = "s"."day";
