CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"return_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"deposited_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("status" BETWEEN 0 AND 6),
	CONSTRAINT "sandbox_payments_amounts_check" CHECK ("amount" > 0 AND "deposited_amount" BETWEEN 0 AND "amount" AND "refunded_amount" BETWEEN 0 AND "deposited_amount")
);
--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "sandbox_payments_expiry_idx" ON "sandbox_payments" USING btree ("expires_at") WHERE "status" = 0;
