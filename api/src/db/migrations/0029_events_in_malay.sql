-- An event's title and description in Bahasa Melayu (decision 76), and search over both languages.
ALTER TABLE "events" ADD COLUMN "title_ms" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_ms" text;--> statement-breakpoint
-- A generated column's expression cannot be altered: dropped (with its index) and added again.
ALTER TABLE "events" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(title_ms, '') || ' ' || description || ' ' || coalesce(description_ms, '') || ' ' || venue || ' ' || location)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);
