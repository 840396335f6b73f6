CREATE TABLE "allocation_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"reseller_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"note" text,
	"recorded_by_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allocation_settlements_amount_positive" CHECK ("allocation_settlements"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"reseller_id" text NOT NULL,
	"granted" integer NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"issued_value_minor" bigint DEFAULT 0 NOT NULL,
	"granted_by_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allocations_issued_within_granted" CHECK ("allocations"."issued" >= 0 and "allocations"."issued" <= "allocations"."granted")
);
--> statement-breakpoint
ALTER TABLE "allocation_settlements" ADD CONSTRAINT "allocation_settlements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_settlements" ADD CONSTRAINT "allocation_settlements_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocation_settlements_event_reseller_idx" ON "allocation_settlements" USING btree ("event_id","reseller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "allocations_type_reseller_idx" ON "allocations" USING btree ("ticket_type_id","reseller_id");--> statement-breakpoint
CREATE INDEX "allocations_event_reseller_idx" ON "allocations" USING btree ("event_id","reseller_id");--> statement-breakpoint
CREATE INDEX "allocations_reseller_idx" ON "allocations" USING btree ("reseller_id");