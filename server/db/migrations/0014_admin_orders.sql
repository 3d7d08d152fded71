-- Admin orders: what the back office changes on an order and the trail it leaves. Hand-written
-- (docs/adr-drafts/admin.md). Amounts are numeric roubles like the orders table's.
ALTER TABLE "orders" ADD COLUMN "card" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_changed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- an online order's hold (its total plus a margin on weighed lines) and what was charged from it
ALTER TABLE "orders" ADD COLUMN "hold_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charged_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "is_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "replaced_by_id" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "marking_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- who changed the order and what, before and after ({ field: [before, after] })
ALTER TABLE "order_log" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "order_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_type_check" CHECK ("type" IN ('created', 'paid', 'status', 'edited', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"customer_id" integer,
	CONSTRAINT "order_refunds_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
-- the admin list: newest first, by shop and status
CREATE INDEX "orders_shop_status_idx" ON "orders" USING btree ("shop_id","status","id");
