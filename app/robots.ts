// /robots.txt: basket, personal area, admin, print, favourites and the API proxy stay out of search.
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/basket', '/personal-area', '/admin-order', '/print', '/favorites', '/api', '/logout'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
