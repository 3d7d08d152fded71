CREATE TABLE "facet_counts" (
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"prop" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"name" text,
	"hits" integer DEFAULT 0 NOT NULL,
	"discounted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "facet_counts_shop_id_category_id_kind_prop_value_pk" PRIMARY KEY("shop_id","category_id","kind","prop","value")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "name_key" text;--> statement-breakpoint
-- Listings of a category read the shop's articles alone: in stock first, then by name, through one
-- index per leaf category (services/shop-goods.ts walks it for each leaf and merges the pages).
CREATE INDEX IF NOT EXISTS articles_listing_idx ON articles (shop_id, category_id, (quantity > 0) DESC, name_key COLLATE "C", good_id);
--> statement-breakpoint
-- The filter values of one good, as the dictionaries count them: every good once ('all'), its
-- country, package and brand when set, and each distinct (property, value) of its extra properties.
CREATE OR REPLACE FUNCTION good_facets(country text, package text, brand_id integer, extra jsonb)
RETURNS TABLE (kind text, prop text, value text, name text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'all', '', '', NULL::text
  UNION ALL SELECT 'country', '', country, NULL WHERE coalesce(country, '') <> ''
  UNION ALL SELECT 'package', '', package, NULL WHERE coalesce(package, '') <> ''
  UNION ALL SELECT 'brand', '', brand_id::text, NULL WHERE brand_id IS NOT NULL
  UNION ALL SELECT 'extra', ep->>'id', ep->>'value', min(ep->>'name')
    FROM jsonb_array_elements(coalesce(extra, '[]')) AS ep
    WHERE coalesce(ep->>'value', '') <> '' AND ep->>'id' ~ '^[0-9]{1,9}$'
    GROUP BY ep->>'id', ep->>'value'
$$;
--> statement-breakpoint
-- Adds (sign 1) or removes (sign -1) the facets of changed articles. Each change carries what the
-- counts depend on: the shop, whether the article has a card discount, and the good's category and
-- filter columns (old or new ones). The trigger functions below collect a statement's changes.
CREATE OR REPLACE FUNCTION facet_counts_apply(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO facet_counts AS fc (shop_id, category_id, kind, prop, value, name, hits, discounted)
  SELECT c.shop_id, c.category_id, f.kind, f.prop, f.value, min(f.name), sum(c.sign),
    coalesce(sum(c.sign) FILTER (WHERE c.discounted), 0)
  FROM jsonb_to_recordset(changes) AS c (shop_id integer, sign integer, discounted boolean, category_id integer,
    country text, package text, brand_id integer, extra jsonb)
  CROSS JOIN LATERAL good_facets(c.country, c.package, c.brand_id, c.extra) AS f
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (shop_id, category_id, kind, prop, value) DO UPDATE
    SET hits = fc.hits + excluded.hits, discounted = fc.discounted + excluded.discounted,
      name = coalesce(least(fc.name, excluded.name), fc.name, excluded.name)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_facets_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM facet_counts_apply((SELECT jsonb_agg(jsonb_build_object('shop_id', n.shop_id, 'sign', 1,
      'discounted', n.actual_price < n.register_price, 'category_id', g.category_id, 'country', g.country,
      'package', g.package, 'brand_id', g.brand_id, 'extra', g.extra_properties))
    FROM new_rows n JOIN goods g ON g.id = n.good_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_facets_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM facet_counts_apply((SELECT jsonb_agg(jsonb_build_object('shop_id', o.shop_id, 'sign', -1,
      'discounted', o.actual_price < o.register_price, 'category_id', g.category_id, 'country', g.country,
      'package', g.package, 'brand_id', g.brand_id, 'extra', g.extra_properties))
    FROM old_rows o JOIN goods g ON g.id = o.good_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose counted part changed (shop, good, card discount) move counts: a stock change does not.
CREATE OR REPLACE FUNCTION articles_facets_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM facet_counts_apply((SELECT jsonb_agg(jsonb_build_object('shop_id', c.shop_id, 'sign', c.sign,
      'discounted', c.discounted, 'category_id', g.category_id, 'country', g.country,
      'package', g.package, 'brand_id', g.brand_id, 'extra', g.extra_properties))
    FROM (
      (SELECT shop_id, good_id, actual_price < register_price AS discounted, -1 AS sign FROM old_rows
        EXCEPT ALL SELECT shop_id, good_id, actual_price < register_price, -1 FROM new_rows)
      UNION ALL
      (SELECT shop_id, good_id, actual_price < register_price, 1 FROM new_rows
        EXCEPT ALL SELECT shop_id, good_id, actual_price < register_price, 1 FROM old_rows)
    ) AS c JOIN goods g ON g.id = c.good_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A good's category or filter columns changed: move its articles' counts, and its articles' copies
-- of the category and name key.
CREATE OR REPLACE FUNCTION goods_listing_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM facet_counts_apply((SELECT jsonb_agg(c) FROM (
    SELECT jsonb_build_object('shop_id', a.shop_id, 'sign', -1,
      'discounted', a.actual_price < a.register_price, 'category_id', o.category_id, 'country', o.country,
      'package', o.package, 'brand_id', o.brand_id, 'extra', o.extra_properties) AS c
    FROM old_goods o JOIN new_goods n ON n.id = o.id JOIN articles a ON a.good_id = o.id
    WHERE (o.category_id, o.country, o.package, o.brand_id, o.extra_properties)
      IS DISTINCT FROM (n.category_id, n.country, n.package, n.brand_id, n.extra_properties)
    UNION ALL
    SELECT jsonb_build_object('shop_id', a.shop_id, 'sign', 1,
      'discounted', a.actual_price < a.register_price, 'category_id', n.category_id, 'country', n.country,
      'package', n.package, 'brand_id', n.brand_id, 'extra', n.extra_properties)
    FROM old_goods o JOIN new_goods n ON n.id = o.id JOIN articles a ON a.good_id = n.id
    WHERE (o.category_id, o.country, o.package, o.brand_id, o.extra_properties)
      IS DISTINCT FROM (n.category_id, n.country, n.package, n.brand_id, n.extra_properties)
  ) AS changes));
  UPDATE articles a SET category_id = n.category_id, name_key = n.name_key
  FROM new_goods n
  WHERE a.good_id = n.id AND (a.category_id IS DISTINCT FROM n.category_id OR a.name_key IS DISTINCT FROM n.name_key);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new article (or one moved to another good) copies its good's category and name key.
CREATE OR REPLACE FUNCTION articles_copy_good() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT g.category_id, g.name_key INTO NEW.category_id, NEW.name_key FROM goods g WHERE g.id = NEW.good_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_facets_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE facet_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rebuilds the copies and the counts from goods and articles: after a bulk load with triggers off
-- (the demo seed on PGlite), and once here for a database that already has goods.
CREATE OR REPLACE FUNCTION refresh_listing_data() RETURNS void LANGUAGE sql AS $$
  UPDATE articles a SET category_id = g.category_id, name_key = g.name_key
  FROM goods g
  WHERE g.id = a.good_id AND (a.category_id IS DISTINCT FROM g.category_id OR a.name_key IS DISTINCT FROM g.name_key);
  DELETE FROM facet_counts;
  INSERT INTO facet_counts (shop_id, category_id, kind, prop, value, name, hits, discounted)
  SELECT a.shop_id, g.category_id, f.kind, f.prop, f.value, min(f.name), count(*), count(*) FILTER (WHERE a.actual_price < a.register_price)
  FROM articles a JOIN goods g ON g.id = a.good_id
  CROSS JOIN LATERAL good_facets(g.country, g.package, g.brand_id, g.extra_properties) AS f
  GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
CREATE TRIGGER articles_copy_good BEFORE INSERT OR UPDATE OF good_id ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_copy_good();
--> statement-breakpoint
CREATE TRIGGER articles_facets_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_facets_insert();
--> statement-breakpoint
CREATE TRIGGER articles_facets_delete AFTER DELETE ON articles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_facets_delete();
--> statement-breakpoint
CREATE TRIGGER articles_facets_update AFTER UPDATE ON articles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_facets_update();
--> statement-breakpoint
CREATE TRIGGER articles_facets_truncate AFTER TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION articles_facets_truncate();
--> statement-breakpoint
CREATE TRIGGER goods_listing_update AFTER UPDATE ON goods
  REFERENCING OLD TABLE AS old_goods NEW TABLE AS new_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_listing_update();
--> statement-breakpoint
SELECT refresh_listing_data();
