ALTER TABLE "demo_payment_intents" DROP CONSTRAINT "demo_payment_intents_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "demo_payment_intents" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_payment_intents" ADD CONSTRAINT "demo_payment_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;