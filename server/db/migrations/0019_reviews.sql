CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"good_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"rate" integer NOT NULL,
	"review" text,
	"status" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer,
	CONSTRAINT "reviews_rate_check" CHECK ("reviews"."rate" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" IN (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "rating_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "rating_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "rating_3" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "rating_4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "rating_5" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_customers_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_good_customer_idx" ON "reviews" USING btree ("good_id","customer_id");--> statement-breakpoint
CREATE INDEX "reviews_good_published_idx" ON "reviews" USING btree ("good_id","created_at","id") WHERE "reviews"."status" = 1;--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."status" = 0;