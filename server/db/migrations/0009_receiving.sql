CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"polygon" jsonb NOT NULL,
	"min_lat" double precision NOT NULL,
	"min_lon" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"max_lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"house" text NOT NULL,
	"region" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"city_key" text NOT NULL,
	"street_key" text NOT NULL,
	"house_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"slot_type" text NOT NULL,
	"weekdays" jsonb NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_minutes" integer DEFAULT 60 NOT NULL,
	"paid_types" jsonb
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"slot_type" text NOT NULL,
	"date" text NOT NULL,
	"time_interval" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_schedules" ADD CONSTRAINT "shop_schedules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zones_shop_idx" ON "delivery_zones" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "delivery_zones_box_idx" ON "delivery_zones" USING btree ("min_lat","max_lat","min_lon","max_lon");--> statement-breakpoint
CREATE INDEX "geo_houses_address_idx" ON "geo_houses" USING btree ("city_key","street_key","house_key");--> statement-breakpoint
CREATE INDEX "geo_houses_point_idx" ON "geo_houses" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "shop_schedules_shop_idx" ON "shop_schedules" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "slot_bookings_slot_idx" ON "slot_bookings" USING btree ("shop_id","slot_type","date","time_interval");
--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"house" text NOT NULL,
	"flat" integer,
	"entrance" integer,
	"floor" integer,
	"code" text,
	"is_private_house" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"region" text,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_addresses_customer_idx" ON "delivery_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_one_current_idx" ON "delivery_addresses" USING btree ("customer_id") WHERE "delivery_addresses"."is_current";
