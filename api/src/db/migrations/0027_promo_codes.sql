-- Promo and access codes (docs/design/promo-codes.md): the codes of an event, hidden ticket types, the
-- code an order was bought with and each line's list price beside the price paid.
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"discount_type" text,
	"discount_value" bigint,
	"ticket_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_per_buyer" integer,
	"reserved_quantity" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"affiliate_code_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "promo_codes_kind_known" CHECK ("promo_codes"."kind" in ('discount', 'access')),
	CONSTRAINT "promo_codes_code_length" CHECK (char_length("promo_codes"."code") between 1 and 32),
	CONSTRAINT "promo_codes_discount_shape" CHECK (("promo_codes"."discount_type" is null and "promo_codes"."discount_value" is null and "promo_codes"."kind" = 'access')
        or ("promo_codes"."discount_type" = 'percent' and "promo_codes"."discount_value" between 1 and 100)
        or ("promo_codes"."discount_type" in ('amount', 'price') and "promo_codes"."discount_value" >= 0)),
	CONSTRAINT "promo_codes_limits" CHECK (("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 1) and ("promo_codes"."max_per_buyer" is null or "promo_codes"."max_per_buyer" >= 1)
        and "promo_codes"."reserved_quantity" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."reserved_quantity" <= "promo_codes"."max_uses")
        and ("promo_codes"."reserved_quantity" = 0 or cardinality("promo_codes"."ticket_type_ids") = 1)),
	CONSTRAINT "promo_codes_used_within_limit" CHECK ("promo_codes"."used" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."used" <= "promo_codes"."max_uses")),
	CONSTRAINT "promo_codes_valid_until_after_from" CHECK ("promo_codes"."valid_from" is null or "promo_codes"."valid_until" is null or "promo_codes"."valid_until" > "promo_codes"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_affiliate_code_id_affiliate_codes_id_fk" FOREIGN KEY ("affiliate_code_id") REFERENCES "public"."affiliate_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_live_idx" ON "promo_codes" USING btree ("event_id",lower("code")) WHERE "promo_codes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "promo_codes_reserving_idx" ON "promo_codes" USING btree ("event_id") WHERE "promo_codes"."deleted_at" is null and "promo_codes"."reserved_quantity" > 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_code_id_idx" ON "orders" USING btree ("promo_code_id","user_id") WHERE "orders"."promo_code_id" is not null;