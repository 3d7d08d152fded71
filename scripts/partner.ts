// `npm run partner -- create [--source aggregator|partner] [--shop 2] [--type delivery|pickup]
//  [--good ID:QUANTITY:PRICE ...] [--api http://127.0.0.1:4000]`: plays a partner platform sending the
// shop API a new order. With --good it sends a signed webhook, as the platform would, to
// POST /api/webhooks/partners/{source}, signed with AGGREGATOR_WEBHOOK_SECRET / PARTNER_WEBHOOK_SECRET
// (or the development secret); without, the API's development endpoint picks two goods in stock and
// signs it itself (POST /api/dev/partner-orders, served while the webhooks go to the local sink).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { LOCAL_WEBHOOK_SECRET } from '../server/adapters/webhooks';
import { SIGNATURE_HEADER, signBody } from '../server/lib/webhook-signature';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    source: { type: 'string', default: 'aggregator' },
    shop: { type: 'string', default: '2' },
    type: { type: 'string', default: 'delivery' },
    good: { type: 'string', multiple: true },
    api: { type: 'string', default: `http://127.0.0.1:${process.env.API_PORT ?? 4000}` },
  },
});
if (positionals[0] !== 'create' || !['aggregator', 'partner'].includes(values.source!) || !['delivery', 'pickup'].includes(values.type!)) {
  console.error('usage: npm run partner -- create [--source aggregator|partner] [--shop 2] [--type delivery|pickup] [--good ID:QUANTITY:PRICE ...]');
  process.exit(2);
}
const source = values.source as 'aggregator' | 'partner';
const shopId = Number(values.shop);
const headers = { 'Content-Type': 'application/json', 'API-CONSUMER': 'site' };

let res: Response;
if (!values.good?.length) {
  res = await fetch(`${values.api}/api/dev/partner-orders`, { method: 'POST', headers, body: JSON.stringify({ source, shopId, type: values.type }) });
} else {
  const stamp = Date.now().toString(36).toUpperCase();
  const body = JSON.stringify({
    id: randomUUID(),
    order: {
      externalId: `${source === 'aggregator' ? 'SM' : 'YE'}-${stamp}`, shopId, type: values.type,
      deliveryDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), deliveryTime: '10:00-11:00',
      customer: { name: 'Покупатель Партнёра', phone: '79000000099' },
      address: values.type === 'delivery' ? { city: 'Курск', street: 'ул. Радищева', house: '5', flat: 12 } : null,
      items: values.good.map((g) => {
        const [goodId, quantity, price] = g.split(':').map(Number);
        return { goodId, quantity, price };
      }),
    },
  });
  const secret = (source === 'aggregator' ? process.env.AGGREGATOR_WEBHOOK_SECRET : process.env.PARTNER_WEBHOOK_SECRET) || LOCAL_WEBHOOK_SECRET;
  res = await fetch(`${values.api}/api/webhooks/partners/${source}`, {
    method: 'POST', headers: { ...headers, [SIGNATURE_HEADER]: signBody(secret, body, new Date()) }, body,
  });
}
const answer = await res.text();
console.log(`${res.status} ${answer}`);
process.exit(res.ok ? 0 : 1);
