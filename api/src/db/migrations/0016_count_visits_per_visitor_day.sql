-- A visit now counts once per code, visitor and Kuala Lumpur day; the visitor is a keyed hash of the
-- client (address and user agent). Existing rows keep their session hashes as visitors, on the day they came.
ALTER TABLE "affiliate_clicks" RENAME COLUMN "session_hash" TO "visitor_hash";--> statement-breakpoint
ALTER TABLE "affiliate_clicks" DROP CONSTRAINT "affiliate_clicks_code_session_key";--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "day" date;--> statement-breakpoint
UPDATE "affiliate_clicks" SET "day" = ("created_at" at time zone 'Asia/Kuala_Lumpur')::date;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_code_visitor_day_key" UNIQUE("affiliate_code_id","visitor_hash","day");
