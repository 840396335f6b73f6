-- Organizer analytics (modules/analytics): where an order came from (channel), every payment attempt
-- with its method, and the indexes the aggregates read. INCLUDE (added by hand: drizzle-kit cannot
-- write it) lets revenue sums and per-type breakdowns be index-only scans. orders(event_id) gives
-- way to orders(event_id, created_at), which serves the same lookups and the newest orders first.
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"event_id" integer NOT NULL,
	"method" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_event_id_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_event_id_method_idx" ON "payment_attempts" USING btree ("event_id","method");--> statement-breakpoint
CREATE INDEX "order_items_ticket_type_id_idx" ON "order_items" USING btree ("ticket_type_id") INCLUDE ("order_id","quantity","unit_price_minor");--> statement-breakpoint
CREATE INDEX "orders_event_id_created_at_idx" ON "orders" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_event_status_completed_at_idx" ON "orders" USING btree ("event_id","status","completed_at") INCLUDE ("total_minor","service_fee_minor","currency");--> statement-breakpoint
CREATE INDEX "tickets_event_id_ticket_type_id_idx" ON "tickets" USING btree ("event_id","ticket_type_id","status");--> statement-breakpoint
CREATE INDEX "tickets_event_id_checked_in_at_idx" ON "tickets" USING btree ("event_id","checked_in_at") WHERE "tickets"."checked_in_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('web', 'widget'));