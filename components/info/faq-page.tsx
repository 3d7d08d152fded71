// /faq — questions and answers for the chosen shop, and where to ask the rest.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { SUPPORT_PHONE } from '@/lib/site';
import type { Shop } from '@/contract';
import { pageMetadata } from '@/lib/seo';
import { faqItems, type EditedFaqItem } from './faq-items';
import { FaqList } from './faq-list';
import s from './info-page.module.css';

export const FAQ_TITLE = 'Вопросы и ответы';

export function faqMetadata(shop: Shop | null): Metadata {
  return pageMetadata({
    title: FAQ_TITLE,
    description: `Как заказать продукты${shop ? ` в магазине «${shop.name}»` : ''}: доставка и её стоимость, минимальная сумма заказа, самовывоз, оплата, замена товаров и цены по карте.`,
    path: '/faq',
  });
}

export function FaqPage({ shop, faq }: { shop: Shop | null; faq: EditedFaqItem[] }) {
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: FAQ_TITLE }]} />
      <h1 className={s.title}>{FAQ_TITLE}</h1>
      <p className={s.lead}>
        {shop
          ? <>Ответы для магазина <strong>«{shop.name}»</strong>, {shop.address}. В других магазинах условия могут отличаться.</>
          : 'Коротко о том, как заказать продукты с доставкой или самовывозом.'}
      </p>
      {shop && !shop.canAcceptOrders && (
        <p className={s.notice} role="note">Сейчас этот магазин не принимает заказы — выберите другой магазин в шапке сайта.</p>
      )}
      <div className={s.columns}>
        <FaqList items={faqItems(shop, faq)} />
        <aside className={s.aside} aria-labelledby="faq-help">
          <h2 id="faq-help" className={s.asideTitle}>Не нашли ответ?</h2>
          <p className={s.muted}>Позвоните нам — поможем с заказом и ответим на вопросы.</p>
          <a className={s.phone} href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`}>{SUPPORT_PHONE}</a>
          <ul className={s.asideLinks}>
            <li><Link href="/rules" prefetch={false}>Правила предзаказа</Link></li>
            <li><Link href="/cashbackgoods" prefetch={false}>Товары с кешбэком</Link></li>
            <li><Link href="/discounts" prefetch={false}>Акции</Link></li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
