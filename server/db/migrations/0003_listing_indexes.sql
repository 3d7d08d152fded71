-- A good's article in one shop, read by index only (listings join goods to the shop's articles).
CREATE INDEX IF NOT EXISTS articles_good_shop_idx ON articles (good_id, shop_id) INCLUDE (quantity, actual_price, register_price);
--> statement-breakpoint
DROP INDEX IF EXISTS articles_good_idx;
--> statement-breakpoint
-- Week sales: the shop's in-stock goods by discount size, already in the order the query wants.
CREATE INDEX IF NOT EXISTS articles_shop_discount_idx ON articles (shop_id, (actual_price / nullif(register_price, 0)), good_id)
  WHERE quantity > 0 AND actual_price < register_price;
