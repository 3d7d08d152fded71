CREATE TABLE "customer_baskets" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_baskets" ADD CONSTRAINT "customer_baskets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_baskets_unreminded_idx" ON "customer_baskets" USING btree ("updated_at") WHERE "customer_baskets"."reminded_at" is null;