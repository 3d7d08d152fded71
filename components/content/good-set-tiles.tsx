// Page block type 3: own-production good sets as tiles linking to /good-sets/{id}.
import Link from 'next/link';
import type { GoodSet } from '@/contract';
import { Slider } from '@/components/ui/slider';
import { Section } from './section';
import s from './content.module.css';

import { FALLBACK_IMAGE } from '@/lib/media';

export function GoodSetTiles({ id, title, set }: { id: string; title: string | null; set: GoodSet }) {
  const tiles = set.goodSets.length > 0 ? set.goodSets : [set];
  const heading = title ?? set.title;
  return (
    <div data-theme="good-spoon" className={s.themed} data-testid="good-sets-block">
      <Section id={id} title={heading} href={`/good-sets/${set.id}`}>
        <Slider label={heading} layout="tiles">
          {tiles.map((t) => (
            <Link key={t.id} href={`/good-sets/${t.id}`} className={s.tile}>
              <span className={s.tileImageWrap}>
                <img src={t.image ?? t.icon ?? FALLBACK_IMAGE} alt="" className={s.tileImage} width={200} height={200} loading="lazy" />
              </span>
              <span className={s.tileTitle}>{t.title}</span>
            </Link>
          ))}
        </Slider>
      </Section>
    </div>
  );
}
