// The product page (storefront spec §2): gallery, brand, name, rating, codes, prices, basket,
// nutrition and properties, description and composition, then the brand's and similar goods.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AddToBasket } from '@/components/basket/add-to-basket';
import { AgeGate } from '@/components/catalog/age-gate';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { DiscountBadge, Prices } from '@/components/catalog/prices';
import { FALLBACK_IMAGE } from '@/lib/media';
import { GOOD_SPOON_THEME } from '@/components/catalog/theme';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { isAvailable, toGoodSummary } from '@/domain/basket';
import { packSize, unitLabel } from '@/domain/measure';
import { hasCardDiscount } from '@/domain/price';
import { nutritionFacts } from '@/domain/product';
import { type Good } from '@/contract';
import type { ProductView } from '@/lib/data/product';
import { formatMoney } from '@/lib/format';
import { pageMetadata, plainText } from '@/lib/seo';
import { safeHtml } from '@/domain/safe-html';
import { Gallery, type GalleryImage } from './gallery';
import { GoodsSlider } from './goods-slider';
import { ProductJsonLd } from './product-json-ld';
import { RatingBar } from './rating-bar';
import { ReviewsSection } from '@/components/reviews/reviews-section';
import s from './product-page.module.css';

/** Title, description (name, brand, prices, the start of the description), canonical URL and image. */
export function productMetadata({ good }: ProductView): Metadata {
  const price = good.article
    ? hasCardDiscount(good.article)
      ? `Цена ${formatMoney(good.article.registerPrice)}, по карте ${formatMoney(good.article.actualPrice)}.`
      : `Цена ${formatMoney(good.article.registerPrice)}.`
    : '';
  const about = plainText(good.description, 160);
  return pageMetadata({
    title: good.name,
    description: [good.brand ? `${good.name} от «${good.brand.name}».` : `${good.name}.`, price, about].filter(Boolean).join(' '),
    path: `/product/${good.id}`,
    image: good.hasImage ? good.largeImage : null,
  });
}

export function productCrumbs(good: Good, parentName: string | null): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Каталог', href: '/catalog' }];
  if (good.catalog.parentId && parentName) crumbs.push({ label: parentName, href: `/catalog?parent=${good.catalog.parentId}` });
  crumbs.push({ label: good.catalog.name, href: `/category/${good.catalog.id}` });
  return crumbs;
}

function Paragraphs({ text }: { text: string }) {
  return text.split(/\n{1,}/).map((p) => p.trim()).filter(Boolean).map((p, i) => <p key={i}>{p}</p>);
}

/**
 * The description: HTML when the back office wrote it (sanitised there, and again here with the one
 * allowlist, domain/safe-html.ts), else 1C's plain text in paragraphs.
 */
function Description({ text }: { text: string }) {
  if (/[<&]/.test(text)) return <div className={s.html} dangerouslySetInnerHTML={{ __html: safeHtml(text) }} />;
  return <Paragraphs text={text} />;
}

export function ProductPage({ good, shopId, parentName, sameBrand, similar, reviews }: ProductView) {
  const images: GalleryImage[] = good.hasImage && good.images.length > 0
    ? good.images.map((i) => ({ src: i.sizes.normal, thumb: i.sizes.thumb }))
    : [{ src: good.hasImage ? good.largeImage : FALLBACK_IMAGE, thumb: good.hasImage ? good.image : FALLBACK_IMAGE }];
  const nutrition = nutritionFacts(good);
  const available = isAvailable(good);
  // the size on the pack ('930 мл'), not the gross weight with the packaging
  const size = packSize(good.name, good.measure);
  const page = (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={productCrumbs(good, parentName)} />
      <article className={s.product} data-testid="product">
        <div className={s.media}>
          <Gallery images={images} alt={good.name} />
        </div>
        <div className={s.info}>
          <FavoriteButton goodId={good.id} className={s.favorite} />
          {good.brand && <div className={s.brand} data-testid="product-brand">{good.brand.name}</div>}
          <h1 className={s.name}>{good.name}</h1>
          <RatingBar averageRate={good.rating.averageRate} numberRates={good.rating.numberRates} />
          <dl className={s.codes}>
            {good.barcode && (<div><dt>штрихкод:</dt><dd>{good.barcode}</dd></div>)}
            <div><dt>код:</dt><dd>{good.id}</dd></div>
          </dl>

          <div className={s.buy}>
            {good.article ? (
              <div className={s.priceRow}>
                <Prices article={good.article} unit={unitLabel(good.measure)} size="page" />
                <DiscountBadge article={good.article} />
              </div>
            ) : (
              <p className={s.notSold}>Этот товар не продаётся в выбранном магазине.</p>
            )}
            <div className={s.unit}>
              {size && <span data-testid="product-size">Фасовка: {size}</span>}
              <span>Единица: {unitLabel(good.measure)}</span>
              {good.isPickup && <span className={s.pickup}>Только самовывоз</span>}
            </div>
            {available ? (
              <AddToBasket item={toGoodSummary(good)} variant="page" />
            ) : (
              <div className={s.out} data-testid="out-of-stock">Нет в наличии</div>
            )}
          </div>

          {nutrition.length > 0 && (
            <section className={s.facts} aria-labelledby="nutrition">
              <h2 id="nutrition" className={s.factsTitle}>Пищевая ценность на 100 г</h2>
              <dl className={s.nutrition}>
                {nutrition.map((f) => (
                  <div key={f.label}><dt>{f.label}</dt><dd>{f.value}</dd></div>
                ))}
              </dl>
            </section>
          )}

          {(good.extraProperties.length > 0 || good.country || good.package) && (
            <section className={s.facts} aria-labelledby="properties">
              <h2 id="properties" className={s.factsTitle}>Характеристики</h2>
              <dl className={s.properties}>
                {good.country && <div><dt>Страна</dt><dd>{good.country}</dd></div>}
                {good.package && <div><dt>Упаковка</dt><dd>{good.package}</dd></div>}
                {good.extraProperties.map((p) => (
                  <div key={p.id}><dt>{p.name}</dt><dd>{p.value}</dd></div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </article>

      {(good.description || good.infoIngredients) && (
        <div className={s.texts}>
          {good.description && (
            <section className={s.text} aria-labelledby="description">
              <h2 id="description">Описание</h2>
              <Description text={good.description} />
            </section>
          )}
          {good.infoIngredients && (
            <section className={s.text} aria-labelledby="ingredients">
              <h2 id="ingredients">Состав</h2>
              <Paragraphs text={good.infoIngredients} />
            </section>
          )}
        </div>
      )}

      <ReviewsSection goodId={good.id} shopId={shopId} rating={reviews.rating} items={reviews.items} hasMore={reviews.hasMore} />

      {good.brand && sameBrand.length > 0 && (
        <GoodsSlider title="Другие товары бренда" goods={sameBrand} testId="same-brand" />
      )}
      {similar.length > 0 && <GoodsSlider title="Похожие товары" goods={similar} testId="similar" />}
      <p className={s.back}>
        <Link href={`/category/${good.catalog.id}`} prefetch={false}>← Все товары раздела «{good.catalog.name}»</Link>
      </p>
      <ProductJsonLd good={good} />
      {good.catalog.hasAgeRestrictions && <AgeGate />}
    </div>
  );
  return good.brand?.theme === GOOD_SPOON_THEME ? <div data-theme={GOOD_SPOON_THEME} className={s.theme}>{page}</div> : page;
}
