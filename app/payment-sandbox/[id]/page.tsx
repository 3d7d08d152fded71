// The sandbox gateway's payment page: where an online order's payment form URL leads when no
// real gateway is configured. Outside the (plain) group on purpose: a bank's page, not the shop's,
// so no shop header, basket or receiving popup around it. Never indexed, never cached.
import type { Metadata } from 'next';
import { SandboxPaymentPage } from '@/components/payment/sandbox-payment';
import s from '@/components/payment/sandbox-payment.module.css';

export const metadata: Metadata = {
  title: 'Оплата заказа',
  robots: { index: false, follow: false },
};

export default async function PaymentSandbox({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <main className={s.page}>
      <SandboxPaymentPage id={id} />
    </main>
  );
}
