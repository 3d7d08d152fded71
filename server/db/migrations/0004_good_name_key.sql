-- The alphabetical sort key of goods (services/shop-goods.ts), stored so listings do not compute it per row.
ALTER TABLE "goods" ADD COLUMN "name_key" text GENERATED ALWAYS AS (translate(lower(name), 'ё', 'е')) STORED;
