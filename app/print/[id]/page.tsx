// /print/{id} (checkout spec §2): an order laid out for an A4 sheet, for admins only (the middleware
// sends the others home; the API answers an order only to an admin of its shop). Outside the
// (plain) group: no shop header or footer on the sheet.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrintOrder } from '@/components/admin-orders/print-order';
import { Providers } from '../../providers';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Печать заказа',
  robots: { index: false, follow: false },
};

export default async function PrintPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  return (
    <Providers>
      <PrintOrder id={Number(id)} />
    </Providers>
  );
}
