// The metadata and page of the /{listing}/{id}/{q} routes (category, good set, cashback group):
// each route differs only in how it loads its view and draws it.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { shopFromParam } from './route-params';

type Props = { params: Promise<{ shop: string; id: string; q: string }> };

type Listing<V> = {
  /** The view, or null when the id names nothing (a 404). */
  load: (shop: number, id: string, q: string) => Promise<V | null>;
  metadata: (view: V) => Metadata;
  /** The title of the 404 page's metadata. */
  missingTitle: string;
  render: (view: V) => ReactNode;
};

export function listingRoute<V>({ load, metadata, missingTitle, render }: Listing<V>) {
  const view = async ({ params }: Props) => {
    const { shop, id, q } = await params;
    return load(shopFromParam(shop), id, q);
  };
  return {
    async generateMetadata(props: Props): Promise<Metadata> {
      const found = await view(props);
      return found ? metadata(found) : { title: missingTitle };
    },
    async Page(props: Props) {
      const found = await view(props);
      if (!found) notFound();
      return render(found);
    },
  };
}
