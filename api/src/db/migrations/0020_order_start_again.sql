ALTER TABLE "orders" ADD COLUMN "started_again_as" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "start_again_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_started_again_as_orders_id_fk" FOREIGN KEY ("started_again_as") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_started_again_as_idx" ON "orders" USING btree ("started_again_as") WHERE "orders"."started_again_as" is not null;