ALTER TABLE "orders" ADD COLUMN "paid_with" jsonb;--> statement-breakpoint
ALTER TABLE "demo_payment_intents" ADD COLUMN "paid_with" jsonb;--> statement-breakpoint
CREATE INDEX "tickets_transferred_from_id_idx" ON "tickets" USING btree ("transferred_from_id") WHERE "tickets"."transferred_from_id" is not null;