ALTER TABLE "goods" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_photos_idx" ON "goods" USING gin ("photos");