// /sitemap.xml: every public URL of the default shop in one urlset, or past a file's worth
// (SITEMAP_PART_URLS, at most 50,000) the index of /sitemap/{n}.xml. lib/data/sitemap.ts keeps it.
import { sitemapRoot } from '@/lib/data/sitemap';
import { xmlResponse } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return xmlResponse(await sitemapRoot());
}
