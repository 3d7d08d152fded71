// Cashback groups of a shop (its own and those for every shop) with the goods it sells in them.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CashbackGroup, Good } from '../../contract';
import type { Db } from '../db/client';
import { articles, cashbackGroupGoods, cashbackGroups, goods } from '../db/schema';
import { notFound } from '../lib/http';
import { goodsByIds } from './goods';
import { baseCondition, inStockFirst, pageOfShopGoods, type Page } from './shop-goods';

/** Goods shown with each group in the list (one carousel per group). */
const GROUP_PREVIEW_GOODS = 12;

const visibleIn = (shopId: number) => or(isNull(cashbackGroups.shopId), eq(cashbackGroups.shopId, shopId));

type GroupRow = typeof cashbackGroups.$inferSelect;

const serializeGroup = (g: GroupRow, members: Good[]): CashbackGroup => ({
  '@id': `/api/cashback_groups/${g.id}`, '@type': 'CashbackGroup', id: g.id, name: g.name, image: g.image, goods: members,
});

/** The groups with their first goods the shop sells, in stock first; groups with none are left out. */
export async function listCashbackGroups(db: Db, shopId: number): Promise<CashbackGroup[]> {
  const groups = await db.select().from(cashbackGroups).where(visibleIn(shopId))
    .orderBy(asc(cashbackGroups.position), asc(cashbackGroups.id));
  if (groups.length === 0) return [];
  const ranked = db
    .select({
      groupId: cashbackGroupGoods.groupId,
      goodId: cashbackGroupGoods.goodId,
      rank: sql<number>`row_number() over (partition by ${cashbackGroupGoods.groupId}
        order by (${articles.quantity} > 0) desc, ${cashbackGroupGoods.position}, ${cashbackGroupGoods.goodId})`.as('rank'),
    })
    .from(cashbackGroupGoods)
    .innerJoin(articles, and(eq(articles.goodId, cashbackGroupGoods.goodId), eq(articles.shopId, shopId)))
    .where(inArray(cashbackGroupGoods.groupId, groups.map((g) => g.id)))
    .as('ranked');
  const picks = await db.select().from(ranked).where(sql`${ranked.rank} <= ${GROUP_PREVIEW_GOODS}`)
    .orderBy(ranked.groupId, ranked.rank);
  const byId = new Map((await goodsByIds(db, shopId, [...new Set(picks.map((p) => p.goodId))])).map((g) => [g.id, g]));
  return groups
    .map((g) => serializeGroup(g, picks.filter((p) => p.groupId === g.id).map((p) => byId.get(p.goodId)).filter((x): x is Good => Boolean(x))))
    .filter((g) => g.goods.length > 0);
}

/** One page of a group's goods that the shop sells, in stock first, then in the group's order. */
export async function cashbackGroupGoodsPage(db: Db, shopId: number, groupId: number, page: Page) {
  const [group] = await db.select({ id: cashbackGroups.id }).from(cashbackGroups)
    .where(and(eq(cashbackGroups.id, groupId), visibleIn(shopId))).limit(1);
  if (!group) throw notFound(`Группа кешбэка ${groupId} не найдена.`);
  const inGroup = sql`${goods.id} in (select ${cashbackGroupGoods.goodId} from ${cashbackGroupGoods} where ${cashbackGroupGoods.groupId} = ${groupId})`;
  const position = sql`(select min(${cashbackGroupGoods.position}) from ${cashbackGroupGoods}
    where ${cashbackGroupGoods.groupId} = ${groupId} and ${cashbackGroupGoods.goodId} = ${goods.id})`;
  return pageOfShopGoods(db, shopId, and(baseCondition({}), inGroup), [inStockFirst, position, asc(goods.id)], page);
}
