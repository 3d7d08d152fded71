// The shop's own pre-order rules: HTML written in the admin area, cleaned as news bodies are.
import { safeHtml } from '@/domain/safe-html';
import s from './info-page.module.css';

export function ShopRules({ html, shopName }: { html: string; shopName: string | null }) {
  return (
    <section className={s.panel} aria-labelledby="shop-rules" data-testid="shop-rules">
      <h2 id="shop-rules" className={s.panelTitle}>
        {shopName ? `Правила магазина «${shopName}»` : 'Правила магазина'}
      </h2>
      {html.trim() ? (
        <div className={s.html} dangerouslySetInnerHTML={{ __html: safeHtml(html) }} />
      ) : (
        <p className={s.muted}>У магазина нет особых правил: заказывайте по шагам выше.</p>
      )}
    </section>
  );
}
