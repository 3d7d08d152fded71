-- More search branches (server/services/search.ts), each needing its own index:
-- names starting with the query, as spelled or as it sounds, read in order (text_pattern_ops serves
-- the ranges ~>=~ … ~<~ and ORDER BY … USING ~<~ whatever the database collation);
CREATE INDEX IF NOT EXISTS goods_search_text_prefix_idx ON goods (search_text text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS goods_search_key_prefix_idx ON goods (search_key text_pattern_ops);
--> statement-breakpoint
-- and the words of the phonetic key, so a misspelling such as 'малако' is found by an exact
-- (or, while typing, prefix) match of its key instead of a trigram comparison with every candidate.
CREATE INDEX IF NOT EXISTS goods_search_key_words_idx ON goods USING gin (to_tsvector('simple', search_key));
