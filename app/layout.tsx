// The document: Russian, system fonts only (nothing downloaded), tokens from globals.css. No client
// providers here: the cached pages ship no React Query (product page budget: 150 KB of first-load JS);
// the client pages of the (plain) group get it from their layout.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SITE_NAME, SITE_TAGLINE, siteUrl } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: `${SITE_NAME} — ${SITE_TAGLINE.toLowerCase()}`, template: `%s — ${SITE_NAME}` },
  description: `${SITE_TAGLINE}. Свежие продукты, акции и скидки недели, собственное производство.`,
  applicationName: SITE_NAME,
  icons: { icon: '/media/logo.svg' }, // without it every page asks for a /favicon.ico that does not exist
  openGraph: { type: 'website', locale: 'ru_RU', siteName: SITE_NAME },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1f9b4f',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <body>
        {children}
      </body>
    </html>
  );
}
