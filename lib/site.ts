// The shop's public identity, used by the header, the footer and the pages' metadata.
import { env } from '@/lib/env';

export const SITE_NAME = 'Магазин продуктов';
export const SITE_TAGLINE = 'Доставка продуктов на дом и самовывоз из магазинов';
export const SUPPORT_PHONE = '8 800 555-35-35';

/** The public origin for canonical URLs and Open Graph (SITE_URL in production). */
export const siteUrl = (): URL => env.siteUrl();
