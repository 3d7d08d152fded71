-- The personal area: profile fields and flags of a customer, the loyalty card and its bonus
-- transactions, notification settings, notifications, and the refunds shown on an order.
-- Hand-written like 0011. Amounts are numeric roubles like orders'.
ALTER TABLE "customers" ADD COLUMN "birthday" date;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gender" smallint;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_card_confirmed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_blocked" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_gender_check" CHECK ("gender" IN (1, 2));
--> statement-breakpoint
CREATE TABLE "loyalty_cards" (
	"number" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"bonus_balance" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_cards_number_check" CHECK ("number" ~ '^\d{13}$'),
	CONSTRAINT "loyalty_cards_balance_check" CHECK ("bonus_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"card" text NOT NULL REFERENCES "loyalty_cards"("number") ON DELETE CASCADE,
	"order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
	"type" text NOT NULL,
	"bonus_amount" numeric(12, 2) NOT NULL,
	"bonus_balance" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "loyalty_transactions_card_idx" ON "loyalty_transactions" USING btree ("card", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_transactions_accrual_idx" ON "loyalty_transactions" USING btree ("order_id") WHERE "type" = 'accrual';
--> statement-breakpoint
CREATE TABLE "customer_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
	"send_receipt" jsonb NOT NULL,
	"send_order_status" jsonb NOT NULL,
	"send_advertisement" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
	"order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"unread" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_customer_idx" ON "notifications" USING btree ("customer_id", "id");
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("customer_id") WHERE "unread";
