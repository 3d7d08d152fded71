// The FAQ as an accordion of <details>: it opens and closes without JavaScript, the keyboard and
// screen readers know it natively. FAQPage structured data repeats the answers for search engines.
import { safeHtml } from '@/domain/safe-html';
import { jsonLdScript } from '@/lib/seo';
import { answerText, type FaqItem } from './faq-items';
import s from './faq-list.module.css';

export function FaqList({ items }: { items: FaqItem[] }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: answerText(item) },
    })),
  };
  return (
    <div className={s.list} data-testid="faq">
      {items.map((item) => (
        <details key={item.id} id={item.id} className={s.item}>
          <summary className={s.question}>
            <h2 className={s.questionText}>{item.question}</h2>
            <span className={s.chevron} aria-hidden="true" />
          </summary>
          {item.html !== undefined ? (
            // sanitised when saved, and again here as news bodies are
            <div className={s.answer} dangerouslySetInnerHTML={{ __html: safeHtml(item.html) }} />
          ) : (
            <div className={s.answer}>
              {(item.answer ?? []).map((block, i) => {
                if (typeof block === 'string') return <p key={i}>{block}</p>;
                const List = block.ordered ? 'ol' : 'ul';
                return <List key={i}>{block.list.map((line) => <li key={line}>{line}</li>)}</List>;
              })}
            </div>
          )}
        </details>
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
    </div>
  );
}
