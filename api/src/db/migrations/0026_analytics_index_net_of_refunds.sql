-- Analytics' sums are net of refunds (decisions.md item 61): the index their per-event reads use
-- carries what they now need, so those reads stay index-only (INCLUDE added by hand: drizzle-kit
-- cannot express it; the schema file's comment names it).
DROP INDEX IF EXISTS "orders_event_status_completed_at_idx";--> statement-breakpoint
CREATE INDEX "orders_event_status_completed_at_idx" ON "orders" USING btree ("event_id","status","completed_at") INCLUDE ("total_minor","service_fee_minor","currency","refunded_minor","is_manual");
