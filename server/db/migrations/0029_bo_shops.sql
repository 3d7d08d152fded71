ALTER TABLE "delivery_zones" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "hours" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "closed_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;