ALTER TABLE "articles" ADD COLUMN "own_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "percent" integer;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "shop_ids" jsonb;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "applied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_own_price_idx" ON "articles" USING btree ("good_id") WHERE own_price IS NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_percent_check" CHECK ("discounts"."percent" IS NULL OR ("discounts"."percent" BETWEEN 1 AND 99));