CREATE TABLE "facet_pairs" (
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"pair_kind" text NOT NULL,
	"pair_prop" text DEFAULT '' NOT NULL,
	"pair_value" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"discounted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "facet_pairs_shop_id_category_id_kind_value_pair_kind_pair_prop_pair_value_pk" PRIMARY KEY("shop_id","category_id","kind","value","pair_kind","pair_prop","pair_value")
);
--> statement-breakpoint
-- hand-written
-- The pairs of one good's facets that facet_pairs counts: a value of a one-value-per-good facet
-- (country, package, brand) with each value of another facet.
CREATE OR REPLACE FUNCTION good_facet_pairs(country text, package text, brand_id integer, extra jsonb)
RETURNS TABLE (kind text, value text, pair_kind text, pair_prop text, pair_value text) LANGUAGE sql IMMUTABLE AS $$
  SELECT a.kind, a.value, b.kind, b.prop, b.value
  FROM good_facets(country, package, brand_id, extra) AS a, good_facets(country, package, brand_id, extra) AS b
  WHERE a.kind IN ('country', 'package', 'brand') AND b.kind NOT IN ('all', a.kind)
$$;
--> statement-breakpoint
-- As in migration 0008, and the pairs alongside.
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
      name = coalesce(least(fc.name, excluded.name), fc.name, excluded.name);
  INSERT INTO facet_pairs AS fp (shop_id, category_id, kind, value, pair_kind, pair_prop, pair_value, hits, discounted)
  SELECT c.shop_id, c.category_id, p.kind, p.value, p.pair_kind, p.pair_prop, p.pair_value, sum(c.sign),
    coalesce(sum(c.sign) FILTER (WHERE c.discounted), 0)
  FROM jsonb_to_recordset(changes) AS c (shop_id integer, sign integer, discounted boolean, category_id integer,
    country text, package text, brand_id integer, extra jsonb)
  CROSS JOIN LATERAL good_facet_pairs(c.country, c.package, c.brand_id, c.extra) AS p
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (shop_id, category_id, kind, value, pair_kind, pair_prop, pair_value) DO UPDATE
    SET hits = fp.hits + excluded.hits, discounted = fp.discounted + excluded.discounted;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_facets_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE facet_counts, facet_pairs;
  RETURN NULL;
END $$;
--> statement-breakpoint
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
  DELETE FROM facet_pairs;
  INSERT INTO facet_pairs (shop_id, category_id, kind, value, pair_kind, pair_prop, pair_value, hits, discounted)
  SELECT a.shop_id, g.category_id, p.kind, p.value, p.pair_kind, p.pair_prop, p.pair_value, count(*),
    count(*) FILTER (WHERE a.actual_price < a.register_price)
  FROM articles a JOIN goods g ON g.id = a.good_id
  CROSS JOIN LATERAL good_facet_pairs(g.country, g.package, g.brand_id, g.extra_properties) AS p
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
$$;
--> statement-breakpoint
SELECT refresh_listing_data();
