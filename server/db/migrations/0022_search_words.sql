CREATE TABLE "search_words" (
	"word" text COLLATE "C" NOT NULL,
	"good_id" bigint NOT NULL,
	CONSTRAINT "search_words_word_good_id_pk" PRIMARY KEY("word","good_id")
);
--> statement-breakpoint
-- hand-written
-- The words a good is found by in full text (decision 139): the lexemes of its search_vector.
CREATE OR REPLACE FUNCTION search_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, good_id)
  SELECT DISTINCT w, n.id FROM new_goods n, unnest(tsvector_to_array(n.search_vector)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words s USING old_goods o, unnest(tsvector_to_array(o.search_vector)) AS w
  WHERE s.word = w AND s.good_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- only goods whose words changed (a review's rating also updates the row)
CREATE OR REPLACE FUNCTION search_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words s USING old_goods o JOIN new_goods n ON n.id = o.id, unnest(tsvector_to_array(o.search_vector)) AS w
  WHERE o.search_vector IS DISTINCT FROM n.search_vector AND s.word = w AND s.good_id = o.id;
  INSERT INTO search_words (word, good_id)
  SELECT DISTINCT w, n.id FROM new_goods n JOIN old_goods o ON o.id = n.id, unnest(tsvector_to_array(n.search_vector)) AS w
  WHERE o.search_vector IS DISTINCT FROM n.search_vector
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_search_words() RETURNS void LANGUAGE sql AS $$
  TRUNCATE search_words;
  INSERT INTO search_words (word, good_id)
  SELECT DISTINCT w, g.id FROM goods g, unnest(tsvector_to_array(g.search_vector)) AS w;
$$;
--> statement-breakpoint
CREATE TRIGGER goods_search_words_insert AFTER INSERT ON goods
  REFERENCING NEW TABLE AS new_goods FOR EACH STATEMENT EXECUTE FUNCTION search_words_insert();
--> statement-breakpoint
CREATE TRIGGER goods_search_words_delete AFTER DELETE ON goods
  REFERENCING OLD TABLE AS old_goods FOR EACH STATEMENT EXECUTE FUNCTION search_words_delete();
--> statement-breakpoint
CREATE TRIGGER goods_search_words_update AFTER UPDATE ON goods
  REFERENCING OLD TABLE AS old_goods NEW TABLE AS new_goods FOR EACH STATEMENT EXECUTE FUNCTION search_words_update();
--> statement-breakpoint
CREATE TRIGGER goods_search_words_truncate AFTER TRUNCATE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_truncate();
--> statement-breakpoint
SELECT refresh_search_words();
