// The five pre-order steps of the rules page (spec §1): shop, goods, payment, delivery, time.
import Link from 'next/link';
import type { ReactNode } from 'react';
import {
  DeliveryIllustration, GoodsIllustration, PaymentIllustration, ShopIllustration, TimeIllustration,
} from './step-illustrations';
import s from './order-steps.module.css';

type Step = { title: string; text: string; picture: ReactNode; link?: { href: string; label: string } };

const STEPS: Step[] = [
  {
    title: 'Выберите магазин',
    text: 'Укажите адрес доставки или магазин для самовывоза: от него зависят цены и наличие товаров.',
    picture: <ShopIllustration />,
  },
  {
    title: 'Выберите товары',
    text: 'Добавьте в корзину всё, что нужно: из каталога, акций или через поиск.',
    picture: <GoodsIllustration />,
    link: { href: '/catalog', label: 'Перейти в каталог' },
  },
  {
    title: 'Оплата наличными или картой',
    text: 'Оплатите заказ картой онлайн или при получении, а можно наличными.',
    picture: <PaymentIllustration />,
  },
  {
    title: 'Доставка курьером или самовывоз',
    text: 'Курьер привезёт заказ до двери, или заберите его сами в выбранном магазине.',
    picture: <DeliveryIllustration />,
  },
  {
    title: 'Выберите интервал времени',
    text: 'Отметьте день и удобный интервал — заказ соберут и доставят точно к этому времени.',
    picture: <TimeIllustration />,
  },
];

export function OrderSteps() {
  return (
    <ol className={s.steps} data-testid="order-steps">
      {STEPS.map((step, i) => (
        <li key={step.title} className={s.step}>
          <div className={s.picture}>{step.picture}</div>
          <div className={s.body}>
            <span className={s.number} aria-hidden="true">{i + 1}</span>
            <h2 className={s.title}><span className="visually-hidden">Шаг {i + 1}. </span>{step.title}</h2>
            <p className={s.text}>{step.text}</p>
            {step.link && <Link href={step.link.href} prefetch={false} className={s.link}>{step.link.label} →</Link>}
          </div>
        </li>
      ))}
    </ol>
  );
}
