-- The box office (modules/manual-tickets): each manual record keeps the generator's
-- Idempotency-Key (unique per generator: a retried or double-clicked request issues once) and a hash of
-- the request it was first used for; manual orders name their channel. Nothing wrote manual records
-- before this, so the new columns can be NOT NULL.
ALTER TABLE "orders" DROP CONSTRAINT "orders_channel_known";--> statement-breakpoint
ALTER TABLE "manual_ticket_records" ADD COLUMN "idempotency_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_ticket_records" ADD COLUMN "request_hash" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_ticket_records_idempotency_idx" ON "manual_ticket_records" USING btree ("generated_by_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "manual_ticket_records_created_at_idx" ON "manual_ticket_records" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('web', 'widget', 'manual'));