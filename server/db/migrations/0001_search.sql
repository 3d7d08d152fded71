-- Russian full text plus trigram search over goods (see server/services/search.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS goods_search_vector_idx ON goods USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS goods_search_text_trgm_idx ON goods USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS goods_search_key_trgm_idx ON goods USING gin (search_key gin_trgm_ops);
