// The frame of a back-office records page (promo codes, discounts): the breadcrumbs, the head with the
// admin's name, the sections' tabs, then «Новый …» or the open form, and the list with its count.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/field';
import { PageHead } from '@/components/ui/page-head';
import { TabLinks } from '@/components/ui/tabs';
import s from '@/components/ui/admin-records.module.css';

type Props = {
  viewer: { name: string };
  title: string;
  /** the section's address, its tab marked current */
  href: string;
  newLabel: string;
  /** the open form, or null: then the «Новый …» button shows */
  form: ReactNode | null;
  /** none: the records are not created here (cashback groups), no «Новый …» button */
  onNew?: () => void;
  /** the list's state: read yet, failed, and its count as the page words it («Скидок: 3») */
  pending: boolean;
  failed: boolean;
  countText: string;
  listTestId: string;
  /** the list's items, each an <li> */
  children: ReactNode;
  /** the section's tab when it differs from `href` (a page inside a section: /admin-order/promotions/rules) */
  sectionHref?: string;
  /** the section's own pages (the «Акции» area: promo codes and promotions), under the sections' tabs */
  subTabs?: { label: string; tabs: { href: string; label: string }[] };
};

export function RecordsFrame({ viewer, title, href, newLabel, form, onNew, pending, failed, countText, listTestId, children, sectionHref, subTabs }: Props) {
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Личный кабинет', href: '/personal-area' }, { label: title }]} />
      <PageHead title={title}>
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(true, sectionHref ?? href)} />
      {subTabs && <TabLinks label={subTabs.label} tabs={subTabs.tabs.map((t) => ({ ...t, current: t.href === href }))} />}
      {form ?? (onNew && <div><Button size="lg" onClick={onNew}>{newLabel}</Button></div>)}
      <p className={s.muted} aria-live="polite">{pending ? 'Загрузка…' : countText}</p>
      {failed && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      <ul className={s.list} data-testid={listTestId}>{children}</ul>
    </div>
  );
}

/** Which shops a record holds in: «Все магазины», or the ones ticked. */
export function ShopsField({ shops, all, ids, error, onChange }: {
  shops: readonly { id: number; name: string }[];
  all: boolean;
  ids: number[];
  error?: string;
  onChange: (all: boolean, ids: number[]) => void;
}) {
  return (
    <fieldset className={s.shops}>
      <legend className={s.legend}>Магазины</legend>
      <Checkbox label="Все магазины" checked={all} onChange={(e) => onChange(e.target.checked, ids)} />
      {!all && shops.map((sh) => (
        <Checkbox key={sh.id} label={sh.name} checked={ids.includes(sh.id)}
          onChange={(e) => onChange(all, e.target.checked ? [...ids, sh.id] : ids.filter((id) => id !== sh.id))} />
      ))}
      {error && <p role="alert" className={s.error}>{error}</p>}
    </fieldset>
  );
}

/** A record form's end: its error for the whole, «Сохранить» and «Отмена». */
export function FormEnd({ error, saving, onCancel }: { error?: string; saving: boolean; onCancel: () => void }) {
  return (
    <>
      {error && <p role="alert" className={s.error}>{error}</p>}
      <div className={s.actions}>
        <Button type="submit" size="lg" loading={saving}>Сохранить</Button>
        <Button size="lg" variant="secondary" onClick={onCancel} disabled={saving}>Отмена</Button>
      </div>
    </>
  );
}
