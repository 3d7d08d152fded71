// /rules — the pre-order rules: the back office's text, five illustrated steps, then the chosen shop's own rules.
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { safeHtml } from '@/domain/safe-html';
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

export function RulesPage({ intro, rules, shopName }: { intro: string; rules: string; shopName: string | null }) {
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: RULES_TITLE }]} />
      <h1 className={s.title}>{RULES_TITLE}</h1>
      {intro.trim() && <div className={`${s.lead} ${s.html}`} data-testid="rules-text" dangerouslySetInnerHTML={{ __html: safeHtml(intro) }} />}
      <OrderSteps />
      <ShopRules html={rules} shopName={shopName} />
    </div>
  );
}
