-- hand-written
-- A category listing by price reads each leaf category's first rows in order from this index and
-- merges those few (services/shop-goods.ts), as the name order does with articles_listing_idx:
-- without it, every article of the category was read and sorted, ten times the work for ten times the goods.
CREATE INDEX IF NOT EXISTS articles_price_idx ON articles (shop_id, category_id, (quantity > 0) DESC, register_price, name_key COLLATE "C", good_id);
