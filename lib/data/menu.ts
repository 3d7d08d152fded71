// The mega menu's data, loaded once per render and reduced on the server to what the menu shows
// (names, links, icons): the client component gets small props, not whole categories.
import { cache } from 'react';
import { categoryHref } from '@/domain/listing';
import { getCatalogs, getGoodSets } from '@/lib/api/catalog';
import type { Catalog, GoodSet } from '@/contract';
import { goodSetHref } from '@/lib/listing/paging';

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

/** The menu of a shop; a failing API leaves the menu empty rather than the page broken. */
export const loadMenu = cache(async (shopId: number): Promise<MenuData> => {
  const [categories, goodSets] = await Promise.all([
    getCatalogs().then((l) => l.items, (e: unknown) => {
      console.error('Меню: не удалось загрузить категории', e);
      return [] as Catalog[];
    }),
    getGoodSets(shopId, true).then((l) => l.items, (e: unknown) => {
      console.error('Меню: не удалось загрузить собственное производство', e);
      return [] as GoodSet[];
    }),
  ]);
  return menuData(categories, goodSets);
});
