-- The catalog's listing index also carries the columns its filters read, so that paging and
-- counting are index-only scans (no heap visits for rows that are skipped or only counted).
DROP INDEX IF EXISTS "events_listed_starts_at_idx";--> statement-breakpoint
CREATE INDEX "events_listed_starts_at_idx" ON "events" USING btree ("starts_at","id") INCLUDE ("ends_at","category","country") WHERE "events"."deleted_at" is null and "events"."is_active";
