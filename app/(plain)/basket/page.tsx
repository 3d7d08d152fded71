// The basket (spec §2): a first version listing the lines kept in this browser.
import type { Metadata } from 'next';
import { BasketList } from '@/components/basket/basket-list';
import s from '@/components/basket/basket-list.module.css';

export const metadata: Metadata = {
  title: 'Корзина',
  robots: { index: false, follow: false },
  alternates: { canonical: '/basket' },
};

export default function BasketPage() {
  return (
    <div className={`container ${s.page}`}>
      <h1>Корзина</h1>
      <BasketList />
    </div>
  );
}
