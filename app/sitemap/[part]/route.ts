// /sitemap/{n}.xml: part n of the sitemap index (pages first, then products by good id).
import { sitemapPart } from '@/lib/data/sitemap';
import { sitemapPartNumber, xmlResponse } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }): Promise<Response> {
  const n = sitemapPartNumber((await params).part);
  const xml = n === null ? null : await sitemapPart(n);
  return xml === null ? new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }) : xmlResponse(xml);
}
