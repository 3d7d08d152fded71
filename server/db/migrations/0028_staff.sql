ALTER TABLE "customers" ADD COLUMN "staff_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "staff_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_sign_in_at" timestamp with time zone;