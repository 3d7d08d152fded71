// The full-text branch of search walks search_words (migration 0022, decision 139): the table must
// hold exactly the words of every good after goods are added, renamed and removed, and a query whose
// walked word has more goods than the walk reads must still find the few that carry its other words.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { testApp, type TestApp } from '../test/harness';
import { searchGoods } from './search';

let t: TestApp;
let shopId: number;

beforeAll(async () => {
  t = await testApp();
  shopId = (await t.get('/api/shops')).body['hydra:member'][0].id;
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query));
const found = async (text: string) => (await searchGoods(t.db, text, { shopId, soldOnly: false }, { limit: 100, offset: 0 })).ids;

/** Rows of search_words that are not a word of their good, plus words of goods missing from it. */
async function drift(): Promise<number> {
  const [{ n }] = await rows<{ n: string }>(sql`
    select count(*) as n from (
      (select word, good_id from search_words
       except select w, id from goods, unnest(tsvector_to_array(search_vector)) as w)
      union all
      (select w, id from goods, unnest(tsvector_to_array(search_vector)) as w
       except select word, good_id from search_words)
    ) as d`);
  return Number(n);
}

it('holds the words of every good after goods are added, renamed and removed', async () => {
  expect(await drift()).toBe(0);
  const [{ n }] = await rows<{ n: string }>(sql`select count(*) as n from search_words`);
  expect(Number(n)).toBeGreaterThan(0);

  await t.db.execute(sql`
    insert into goods (id, name, category_id, search_text, search_key)
    select 900000000 + id, 'Шпинат ' || name, category_id, 'шпинат ' || search_text, search_key
    from goods order by id limit 6`);
  const added = (await rows<{ id: string }>(sql`select id from goods where id > 900000000 order by id`)).map((r) => Number(r.id));
  expect(added).toHaveLength(6);
  expect((await found('шпинат')).sort()).toEqual(added);

  // renamed: found by the new word, no longer by the old one
  await t.db.execute(sql`update goods set search_text = replace(search_text, 'шпинат', 'кинза') where id in (${added[0]}, ${added[1]})`);
  // a change that leaves the words alone (a review's rating) keeps them
  await t.db.execute(sql`update goods set rating_count = rating_count + 1 where id = ${added[2]}`);
  await t.db.execute(sql`delete from goods where id = ${added[5]}`);
  expect(await drift()).toBe(0);
  expect((await found('кинза')).sort()).toEqual([added[0], added[1]]);
  expect((await found('шпинат')).sort()).toEqual(added.slice(2, 5));
});

it('a word with more goods than the walk reads still finds the few that also carry the other word', async () => {
  // 1,100 goods with the same word; only the last three (the walk reads by id) have the other, and
  // their names do not start with the query (that branch would find them without the full text)
  const [{ category }] = await rows<{ category: number }>(sql`select min(id) as category from categories`);
  await t.db.execute(sql`
    insert into goods (id, name, category_id, search_text, search_key)
    select 800000000 + n, 'Щавель ' || n, ${category},
      case when n > 1097 then 'ревень и щавель ' || n else 'щавель свежий ' || n end, 'щавель ' || n
    from generate_series(1, 1100) as n`);
  expect((await found('щавель ревень')).sort()).toEqual([800001098, 800001099, 800001100]);
  // and a common word alone still fills the page
  expect(await found('щавель')).toHaveLength(100);
});
