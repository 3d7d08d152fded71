CREATE TABLE "payment_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"actor_id" integer,
	"idempotency_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_operations_state_check" CHECK ("payment_operations"."state" IN ('pending', 'succeeded', 'failed', 'unknown')),
	CONSTRAINT "payment_operations_amount_check" CHECK ("payment_operations"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_alerts" ADD CONSTRAINT "payment_alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_alerts_order_idx" ON "payment_alerts" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_operations_order_idx" ON "payment_operations" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_operations_open_idx" ON "payment_operations" USING btree ("order_id") WHERE "payment_operations"."state" IN ('pending', 'unknown');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_operations_key_idx" ON "payment_operations" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_operations_unsettled_idx" ON "payment_operations" USING btree ("updated_at") WHERE "payment_operations"."state" IN ('pending', 'unknown');