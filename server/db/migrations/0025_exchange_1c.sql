CREATE TABLE "exchange_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"filename" text NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_orders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "exchange_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "good_pictures" (
	"good_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "good_pictures_good_id_position_pk" PRIMARY KEY("good_id","position")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchanged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "warehouse_id" text;--> statement-breakpoint
ALTER TABLE "exchange_files" ADD CONSTRAINT "exchange_files_session_id_exchange_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exchange_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_pictures" ADD CONSTRAINT "good_pictures_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_files_session_file_idx" ON "exchange_files" USING btree ("session_id","filename");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_files_running_idx" ON "exchange_files" USING btree ("state") WHERE "exchange_files"."state" = 'running';--> statement-breakpoint
CREATE INDEX "exchange_files_started_idx" ON "exchange_files" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "orders_unexchanged_idx" ON "orders" USING btree ("id") WHERE "orders"."exchanged_at" IS NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_warehouse_id_unique" UNIQUE("warehouse_id");