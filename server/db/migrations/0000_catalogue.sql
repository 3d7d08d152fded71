CREATE TABLE "articles" (
	"shop_id" integer NOT NULL,
	"good_id" bigint NOT NULL,
	"quantity" numeric(12, 3) DEFAULT 0 NOT NULL,
	"register_price" numeric(12, 2) NOT NULL,
	"actual_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "articles_shop_id_good_id_pk" PRIMARY KEY("shop_id","good_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"theme" text DEFAULT 'default' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_group_goods" (
	"group_id" integer NOT NULL,
	"good_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cashback_group_goods_group_id_good_id_pk" PRIMARY KEY("group_id","good_id")
);
--> statement-breakpoint
CREATE TABLE "cashback_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"shop_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"has_age_restrictions" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_goods" (
	"discount_id" integer NOT NULL,
	"good_id" bigint NOT NULL,
	CONSTRAINT "discount_goods_discount_id_good_id_pk" PRIMARY KEY("discount_id","good_id")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "good_set_goods" (
	"good_set_id" integer NOT NULL,
	"good_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "good_set_goods_good_set_id_good_id_pk" PRIMARY KEY("good_set_id","good_id")
);
--> statement-breakpoint
CREATE TABLE "good_sets" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"icon" text,
	"image" text,
	"parent_id" integer,
	"theme" text DEFAULT 'good-spoon' NOT NULL,
	"show_in_catalog" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer,
	"category_id" integer NOT NULL,
	"barcode" text,
	"description" text,
	"info_ingredients" text,
	"info_calories" text,
	"info_proteins" text,
	"info_fats" text,
	"info_carbohydrates" text,
	"country" text,
	"package" text,
	"extra_properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"measure_id" integer DEFAULT 0 NOT NULL,
	"gross_weight" numeric(10, 3) DEFAULT 0 NOT NULL,
	"unit_weight" numeric(10, 3) DEFAULT 0 NOT NULL,
	"image_count" integer DEFAULT 1 NOT NULL,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"rating_average" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"search_key" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian', search_text)) STORED
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image" text,
	"shop_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "page_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"page_type" text DEFAULT 'main' NOT NULL,
	"target" text DEFAULT 'site' NOT NULL,
	"block_type" integer NOT NULL,
	"title" text,
	"autoplay" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"region_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"delivery_enabled" boolean DEFAULT true NOT NULL,
	"pickup_enabled" boolean DEFAULT true NOT NULL,
	"can_accept_orders" boolean DEFAULT true NOT NULL,
	"min_order_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"special_info" text,
	"rules" text,
	"delivery_costs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"packaging_cost" jsonb,
	"packet_cost" jsonb,
	"paid_settings" jsonb NOT NULL,
	"max_free_weight" numeric(10, 3) DEFAULT 50 NOT NULL,
	"over_kylo_price" numeric(10, 2) DEFAULT 5 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_group_goods" ADD CONSTRAINT "cashback_group_goods_group_id_cashback_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."cashback_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_group_goods" ADD CONSTRAINT "cashback_group_goods_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_groups" ADD CONSTRAINT "cashback_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_goods" ADD CONSTRAINT "discount_goods_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_goods" ADD CONSTRAINT "discount_goods_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_set_goods" ADD CONSTRAINT "good_set_goods_good_set_id_good_sets_id_fk" FOREIGN KEY ("good_set_id") REFERENCES "public"."good_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_set_goods" ADD CONSTRAINT "good_set_goods_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_good_idx" ON "articles" USING btree ("good_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "discount_goods_good_idx" ON "discount_goods" USING btree ("good_id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id");