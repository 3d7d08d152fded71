// The home page's carousel of the shop's cashback groups (checkout-account-admin.md §1, §2): each
// slide opens /cashbackgoods/{id}. Autoplay 1500 ms (none for shoppers who ask for less motion),
// looped; 1 slide below 768 px, 2 from 768, 3 from 1024, 4 from 1261, 20 px apart
// (cashback.module.css). Server-rendered with sized images: nothing moves when embla takes over.
import Link from 'next/link';
import { Section } from '@/components/content/section';
import { Slider } from '@/components/ui/slider';
import type { HomeCashbackGroup } from '@/lib/data/home';
import { groupHref } from '@/lib/listing/paging';
import { CASHBACK_AUTOPLAY_MS } from './cashback-groups';
import s from './cashback.module.css';

export const CASHBACK_CAROUSEL_TITLE = 'Кешбэк баллами на карту';

export function CashbackCarousel({ id, groups }: { id: string; groups: HomeCashbackGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <div data-testid="cashback-carousel">
      <Section id={id} title={CASHBACK_CAROUSEL_TITLE} href="/cashbackgoods">
        <Slider label="Группы товаров с кешбэком" autoplay={CASHBACK_AUTOPLAY_MS} loop className={s.carousel}>
          {groups.map((g) => (
            <Link key={g.id} href={groupHref(g.id)} prefetch={false} className={s.slide} data-testid="cashback-slide">
              <span className={s.slideImageWrap}>
                <img src={g.image} alt="" width={600} height={400} loading="lazy" decoding="async" className={s.slideImage} />
              </span>
              <span className={s.slideName}>{g.name}</span>
            </Link>
          ))}
        </Slider>
      </Section>
    </div>
  );
}
