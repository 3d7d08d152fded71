ALTER TABLE "categories" ADD COLUMN "pictogram" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hue" integer;