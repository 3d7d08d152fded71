// Page block type 1: banners with autoplay at the block's delay (spec §3, §9: 5000 ms by default).
import type { PageBlock } from '@/contract';
import { Slider } from '@/components/ui/slider';
import s from './content.module.css';

export const DEFAULT_BANNER_DELAY = 5000;

export function BannerSlider({ block, index }: { block: PageBlock; index: number }) {
  const banners = block.bannerBlock?.banners ?? [];
  if (banners.length === 0) return null;
  const delay = block.autoplay ? block.bannerBlock?.autoplayDelay || DEFAULT_BANNER_DELAY : undefined;
  return (
    <section className={`container ${s.banners}`} aria-label={block.title ?? 'Акции и новинки'} data-testid="banner-slider">
      <Slider label={block.title ?? 'Акции и новинки'} layout="single" autoplay={delay} loop dots>
        {banners.map((b, i) => {
          const image = (
            <img
              src={b.image.src}
              alt={b.title || b.name}
              className={s.bannerImage}
              width={1200}
              height={400}
              loading={index === 0 && i === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 && i === 0 ? 'high' : undefined}
            />
          );
          return b.linkUrl ? (
            <a
              key={i}
              href={b.linkUrl}
              className={s.banner}
              target={b.isTargetBlank ? '_blank' : undefined}
              rel={b.isTargetBlank ? 'noopener noreferrer' : undefined}
            >
              {image}
            </a>
          ) : (
            <div key={i} className={s.banner}>{image}</div>
          );
        })}
      </Slider>
    </section>
  );
}
