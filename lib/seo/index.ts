// Search-engine metadata shared by the public pages: absolute URLs from the site's origin, one shape
// of title/description/canonical/Open Graph, and JSON-LD serialised safely for a <script> tag.
import type { Metadata } from 'next';
import { SITE_NAME, siteUrl } from '@/lib/site';

/** A root-relative path ('/product/1', '/media/…') as an absolute URL of the public site. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}

/** Plain text of at most `max` characters from HTML or long text (for descriptions). */
export function plainText(html: string | null | undefined, max = 200): string {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function pageMetadata(p: { title: string; description: string; path: string; image?: string | null; type?: 'website' | 'article' }): Metadata {
  const url = absoluteUrl(p.path);
  return {
    title: p.title,
    description: p.description,
    alternates: { canonical: url },
    openGraph: {
      type: p.type ?? 'website',
      siteName: SITE_NAME,
      locale: 'ru_RU',
      title: p.title,
      description: p.description,
      url,
      ...(p.image ? { images: [{ url: absoluteUrl(p.image) }] } : {}),
    },
  };
}

/** JSON for <script type="application/ld+json">, with '<' escaped so no string can close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
