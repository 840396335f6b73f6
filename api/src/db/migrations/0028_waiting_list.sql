CREATE TYPE "public"."waiting_list_state" AS ENUM('waiting', 'offered', 'bought', 'expired', 'left');--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"state" "waiting_list_state" DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid,
	"offered_quantity" integer,
	"offered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waiting_list_entries_quantity_range" CHECK ("waiting_list_entries"."quantity" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_channel_known";--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "waiting_list_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "offer_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "waiting_list_freed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_live_idx" ON "waiting_list_entries" USING btree ("ticket_type_id","user_id") WHERE "waiting_list_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waiting_list_entries_waiting_idx" ON "waiting_list_entries" USING btree ("ticket_type_id","joined_at","id") WHERE "waiting_list_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "waiting_list_entries_user_idx" ON "waiting_list_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_order_idx" ON "waiting_list_entries" USING btree ("order_id") WHERE "waiting_list_entries"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "ticket_types_waiting_list_freed_idx" ON "ticket_types" USING btree ("id") WHERE "ticket_types"."waiting_list_freed" > 0;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_offer_hours_range" CHECK ("ticket_types"."offer_hours" between 1 and 24);--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_freed_within_sold" CHECK ("ticket_types"."waiting_list_freed" >= 0 and "ticket_types"."waiting_list_freed" <= "ticket_types"."sold_quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('web', 'widget', 'manual', 'waiting_list'));