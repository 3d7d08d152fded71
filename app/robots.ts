// /robots.txt: the private routes (domain/routes.ts: basket, personal area, admin, print, favourites,
// logout and the API proxy) stay out of search.
import type { MetadataRoute } from 'next';
import { PRIVATE_PATHS } from '@/domain/routes';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [...PRIVATE_PATHS],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
