// The mega menu's data, reduced on the server to what the menu shows (names, links, icons).
import { categoryHref } from '@/domain/listing';
import type { Catalog, GoodSet } from '@/lib/api/types';

export type MenuLink = { name: string; href: string };
export type MenuGroup = MenuLink & { icon: string | null; children: MenuLink[] };
export type MenuData = { own: MenuGroup[]; categories: MenuGroup[] };

export function menuData(categories: Catalog[], goodSets: GoodSet[]): MenuData {
  return {
    own: goodSets.map((set) => ({
      name: set.title,
      href: `/good-sets/${set.id}`,
      icon: set.icon ?? set.image,
      children: set.goodSets.map((child) => ({ name: child.title, href: `/good-sets/${child.id}` })),
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
