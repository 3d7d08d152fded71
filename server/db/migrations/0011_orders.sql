-- Orders (issue 9): the order with snapshots of what the shopper was charged, its lines, its log.
-- Hand-written (decision 37). Amounts are numeric roubles like articles'.
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" integer NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_time" text NOT NULL,
	"goods_amount" numeric(12, 2) NOT NULL,
	"packet_count" integer DEFAULT 0 NOT NULL,
	"packet_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"packaging_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"delivery_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"delivery_zone_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"promotion_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"promo_code_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"original_amount" numeric(12, 2) NOT NULL,
	"gross_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"cash_type" integer NOT NULL,
	"cash_amount" numeric(12, 2),
	"comment" text DEFAULT '' NOT NULL,
	"replacement_policy" integer NOT NULL,
	"address" jsonb,
	"delivery_lat" double precision,
	"delivery_lon" double precision,
	"promotion" jsonb,
	"promo_code" jsonb,
	"cancel_reason" text,
	"cancel_comment" text,
	"payment_gateway_order_id" text,
	"payment_status" integer,
	"payment_expires_at" timestamp with time zone,
	"payment_form_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"good_id" bigint NOT NULL,
	"name" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"original_quantity" numeric(12, 3) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"original_price" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer NOT NULL,
	"type_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_log" ADD CONSTRAINT "order_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","id");--> statement-breakpoint
-- the expiry sweep reads only the orders still waiting for their payment
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("payment_expires_at") WHERE "status" = 7;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_order_idx" ON "orders" USING btree ("payment_gateway_order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_log_order_idx" ON "order_log" USING btree ("order_id","id");--> statement-breakpoint
-- slot_bookings (migration 0009) kept order_id a plain integer until this table existed
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_bookings_order_idx" ON "slot_bookings" USING btree ("order_id");
