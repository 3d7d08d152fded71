CREATE TABLE "hidden_articles" (
	"shop_id" integer NOT NULL,
	"good_id" bigint NOT NULL,
	"quantity" numeric(12, 3) DEFAULT 0 NOT NULL,
	"register_price" numeric(12, 2) NOT NULL,
	"actual_price" numeric(12, 2) NOT NULL,
	"own_price" numeric(12, 2),
	CONSTRAINT "hidden_articles_shop_id_good_id_pk" PRIMARY KEY("shop_id","good_id")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hidden_articles" ADD CONSTRAINT "hidden_articles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_articles" ADD CONSTRAINT "hidden_articles_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;