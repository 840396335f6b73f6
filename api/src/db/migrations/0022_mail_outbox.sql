CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"recipient_name" text,
	"order_id" uuid,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"queued_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"message" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_unqueued_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."status" = 'pending' and "mail_outbox"."queued_at" is null;--> statement-breakpoint
-- The order confirmation is written by the statement that completes an order, whichever it is (a paid
-- order's completion, a late payment taking stock again, a free order inside checkout_hold_orders), so
-- it commits or rolls back with it (docs/design/mail.md, decisions.md item 48). Box-office orders are
-- not mailed here. The key makes a second write a no-op; the notice wakes the instances' dispatchers
-- at commit.
CREATE FUNCTION queue_order_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_outbox (key, kind, recipient, recipient_name, order_id)
  SELECT 'order-confirmation:' || NEW.id, 'order_confirmation', coalesce(NEW.customer_email, u.email),
         coalesce(NEW.customer_name, u.name), NEW.id
  FROM users u WHERE u.id = NEW.user_id
  ON CONFLICT (key) DO NOTHING;
  PERFORM pg_notify('mail_outbox', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_completed_mail AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status = 'completed' AND OLD.status IS DISTINCT FROM 'completed' AND NOT NEW.is_manual)
  EXECUTE FUNCTION queue_order_confirmation();--> statement-breakpoint
CREATE TRIGGER orders_created_completed_mail AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status = 'completed' AND NOT NEW.is_manual)
  EXECUTE FUNCTION queue_order_confirmation();
