// A news item: title, date, image and HTML content, then 'Смотрите также' of the same type.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import type { NewsView } from '@/lib/data/news';
import { formatDate } from '@/lib/format';
import { pageMetadata, plainText } from '@/lib/seo';
import { safeHtml } from '@/domain/safe-html';
import s from './news-article.module.css';

export function newsMetadata({ news }: NewsView): Metadata {
  return pageMetadata({
    title: news.title,
    description: plainText(news.content, 180) || news.title,
    path: `/news/${encodeURIComponent(news.slug)}`,
    image: news.image,
    type: 'article',
  });
}

export function NewsArticle({ news, related }: NewsView) {
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: news.title }]} />
      <article className={s.article}>
        <h1 className={s.title}>{news.title}</h1>
        {news.publishedAt && <time className={s.date} dateTime={news.publishedAt}>{formatDate(news.publishedAt)}</time>}
        {news.image && <img src={news.image} alt="" width={1200} height={675} className={s.image} />}
        <div className={s.content} dangerouslySetInnerHTML={{ __html: safeHtml(news.content) }} />
      </article>
      {related.length > 0 && (
        <section className={s.related} aria-labelledby="see-also">
          <h2 id="see-also">Смотрите также</h2>
          <ul className={s.list}>
            {related.map((n) => (
              <li key={n.slug}>
                <Link href={`/news/${encodeURIComponent(n.slug)}`} prefetch={false} className={s.card}>
                  {n.image && <img src={n.image} alt="" width={400} height={225} loading="lazy" className={s.cardImage} />}
                  <span className={s.cardTitle}>{n.title}</span>
                  {n.publishedAt && <time className={s.cardDate} dateTime={n.publishedAt}>{formatDate(n.publishedAt)}</time>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
