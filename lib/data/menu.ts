// The mega menu's data, loaded once per render and reduced on the server to what the menu shows
// (names, links, icons): the client component gets small props, not whole categories.
import { cache } from 'react';
import { categoryHref } from '@/domain/listing';
import { getCatalogs, getGoodSets } from '@/lib/api/catalog';
import type { Catalog, GoodSet } from '@/contract';
import { goodSetHref } from '@/lib/listing/paging';
import { BoundedTtlCache } from '@/lib/bounded-cache';
import { SingleFlight } from '@/lib/cache/single-flight';
import { errorFields, logger } from '@/lib/ops/log';
import { requestIdField } from '@/lib/ops/request-context';

export type MenuLink = { name: string; href: string };
export type MenuGroup = MenuLink & { icon: string | null; children: MenuLink[] };
export type MenuData = { own: MenuGroup[]; categories: MenuGroup[] };

export function menuData(categories: Catalog[], goodSets: GoodSet[]): MenuData {
  return {
    own: goodSets.map((set) => ({
      name: set.title,
      href: goodSetHref(set.id),
      icon: set.icon ?? set.image,
      children: set.goodSets.map((child) => ({ name: child.title, href: goodSetHref(child.id) })),
    })),
    // Spec: a category with subcategories opens its part of the catalogue, a leaf its goods;
    // subcategories link to their goods.
    categories: categories.map((c) => ({
      name: c.name,
      href: categoryHref(c),
      icon: c.icon,
      children: c.items.map((sub) => ({ name: sub.name, href: `/category/${sub.id}` })),
    })),
  };
}

// The menu is the same on every page of a shop: loaded at most once a minute per shop, not once per
// render (a cold product render also waited for the whole category tree). Concurrent renders
// share one load; a load with a failed part is used once and not remembered.
const MENU_TTL_MS = 60_000;
const menus = new BoundedTtlCache<MenuData>(100, 4 * 1024 * 1024, MENU_TTL_MS);
const loading = new SingleFlight<{ menu: MenuData; complete: boolean }>();

async function fetchMenu(shopId: number): Promise<{ menu: MenuData; complete: boolean }> {
  let complete = true;
  const [categories, goodSets] = await Promise.all([
    getCatalogs().then((l) => l.items, (e: unknown) => {
      logger().error({ ...requestIdField(), ...errorFields(e) }, 'menu: categories not loaded');
      complete = false;
      return [] as Catalog[];
    }),
    getGoodSets(shopId, true).then((l) => l.items, (e: unknown) => {
      logger().error({ ...requestIdField(), ...errorFields(e) }, 'menu: own production not loaded');
      complete = false;
      return [] as GoodSet[];
    }),
  ]);
  return { menu: menuData(categories, goodSets), complete };
}

/** The menu of a shop; a failing API leaves the menu empty rather than the page broken. */
export const loadMenu = cache(async (shopId: number): Promise<MenuData> => {
  const key = String(shopId);
  const hit = menus.get(key);
  if (hit) return hit;
  const { menu, complete } = await loading.run(key, () => fetchMenu(shopId));
  if (complete) menus.set(key, menu, JSON.stringify(menu).length);
  return menu;
});
