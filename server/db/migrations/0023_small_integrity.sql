ALTER TABLE "webhook_deliveries" ADD COLUMN "lease_token" text;--> statement-breakpoint
-- a duplicate a partner's double delivery made before the index keeps its order, its number marked with its id
UPDATE "orders" SET "external_id" = "external_id" || ' (дубль ' || "id" || ')'
WHERE "external_id" IS NOT NULL AND "id" > (SELECT min(o."id") FROM "orders" o WHERE o."source" = "orders"."source" AND o."external_id" = "orders"."external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_source_external_idx" ON "orders" USING btree ("source","external_id");--> statement-breakpoint
-- the card an order not yet final is credited to: its customer's bound card, as placement now records it
UPDATE "orders" SET "card" = c."card" FROM "customers" c
WHERE c."id" = "orders"."customer_id" AND c."is_card_confirmed" AND c."card" IS NOT NULL
  AND "orders"."card" IS NULL AND "orders"."status" NOT IN (3, 4);
