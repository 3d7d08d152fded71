// /rules — the pre-order rules: five illustrated steps, then the chosen shop's own rules.
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { pageMetadata } from '@/lib/seo';
import { OrderSteps } from './order-steps';
import { ShopRules } from './shop-rules';
import s from './info-page.module.css';

export const RULES_TITLE = 'Правила предзаказа';

export function rulesMetadata(): Metadata {
  return pageMetadata({
    title: RULES_TITLE,
    description: 'Как заказать продукты за пять шагов: выберите магазин и товары, способ оплаты, доставку курьером или самовывоз и удобный интервал времени.',
    path: '/rules',
  });
}

export function RulesPage({ rules, shopName }: { rules: string; shopName: string | null }) {
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: RULES_TITLE }]} />
      <h1 className={s.title}>{RULES_TITLE}</h1>
      <p className={s.lead}>Заказать продукты с доставкой или самовывозом — пять простых шагов.</p>
      <OrderSteps />
      <ShopRules html={rules} shopName={shopName} />
    </div>
  );
}
