// The frame of a back-office records page (promo codes, discounts): the breadcrumbs, the head with the
// admin's name, the sections' tabs, then «Новый …» or the open form above the list.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
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
  onNew: () => void;
  children: ReactNode;
};

export function RecordsFrame({ viewer, title, href, newLabel, form, onNew, children }: Props) {
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Личный кабинет', href: '/personal-area' }, { label: title }]} />
      <PageHead title={title}>
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(true, href)} />
      {form ?? <div><Button size="lg" onClick={onNew}>{newLabel}</Button></div>}
      {children}
    </div>
  );
}
