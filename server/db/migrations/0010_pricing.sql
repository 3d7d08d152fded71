CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"info" text,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shop_ids" jsonb,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_type" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"min_basket_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"rule_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule_white_price" boolean DEFAULT false NOT NULL,
	"barcode" text,
	"shop_ids" jsonb,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promo_codes_discount_type_check" CHECK ("discount_type" IN (1, 2)),
	CONSTRAINT "promo_codes_amount_check" CHECK ("amount" >= 0 AND ("discount_type" = 1 OR "amount" <= 100))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" (lower("code"));
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL REFERENCES "promo_codes"("id") ON DELETE CASCADE,
	"customer_id" integer REFERENCES "customers"("id") ON DELETE SET NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_customer_idx" ON "promo_code_uses" ("promo_code_id", "customer_id");
--> statement-breakpoint
CREATE INDEX "promo_code_uses_order_idx" ON "promo_code_uses" ("order_id");
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL REFERENCES "promotions"("id") ON DELETE CASCADE,
	"customer_id" integer REFERENCES "customers"("id") ON DELETE SET NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promotion_uses_customer_idx" ON "promotion_uses" ("customer_id", "promotion_id");
--> statement-breakpoint
CREATE INDEX "promotion_uses_order_idx" ON "promotion_uses" ("order_id");
--> statement-breakpoint
CREATE TABLE "special_logins" (
	"login" text PRIMARY KEY NOT NULL,
	"note" text
);
