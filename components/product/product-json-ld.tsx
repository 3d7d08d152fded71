// Product structured data (schema.org). The offer's price is the regular price: the card price is
// only for loyalty-card holders, so it is not the price a search engine's visitor would pay.
import { isAvailable } from '@/domain/basket';
import { gtinKey } from '@/domain/product';
import type { Good } from '@/contract';
import { absoluteUrl, jsonLdScript, plainText } from '@/lib/seo';

export function productJsonLd(good: Good) {
  const url = absoluteUrl(`/product/${good.id}`);
  const gtin = gtinKey(good.barcode);
  const images = good.hasImage ? good.images.map((i) => absoluteUrl(i.sizes.normal)) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: good.name,
    url,
    sku: String(good.id),
    ...(gtin && good.barcode ? { [gtin]: good.barcode } : {}),
    ...(images.length ? { image: images } : {}),
    ...(good.description ? { description: plainText(good.description, 500) } : {}),
    ...(good.brand ? { brand: { '@type': 'Brand', name: good.brand.name } } : {}),
    category: good.catalog.name,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'RUB',
      ...(good.article ? { price: good.article.registerPrice.toFixed(2) } : {}),
      availability: isAvailable(good) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(good.rating.numberRates > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: good.rating.averageRate, ratingCount: good.rating.numberRates, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

export function ProductJsonLd({ good }: { good: Good }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(productJsonLd(good)) }} />;
}
