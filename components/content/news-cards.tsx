// Page block type 4: news cards linking to /news/{slug}.
import Link from 'next/link';
import type { PageBlock } from '@/contract';
import { Slider } from '@/components/ui/slider';
import { Section } from './section';
import s from './content.module.css';

export function NewsCards({ id, block }: { id: string; block: PageBlock }) {
  const items = block.newsBlock?.items ?? [];
  if (items.length === 0) return null;
  const title = block.title ?? 'Новости';
  return (
    <div data-testid="news-block">
      <Section id={id} title={title}>
        <Slider label={title}>
          {items.map((n) => (
            <Link key={n.slug} href={`/news/${encodeURIComponent(n.slug)}`} className={s.news}>
              <span className={s.newsImageWrap}>
                {n.image ? (
                  <img src={n.image} alt="" className={s.newsImage} width={400} height={250} loading="lazy" />
                ) : (
                  <span className={s.newsPlaceholder} aria-hidden="true" />
                )}
              </span>
              <span className={s.newsTitle}>{n.title}</span>
            </Link>
          ))}
        </Slider>
      </Section>
    </div>
  );
}
