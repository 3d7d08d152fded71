// Starts the shop API: refuses a production start that would run a stand-in, opens the database,
// migrates, seeds demo data on first run (demo mode only), serves HTTP.
import { productionProblems, productionRefusal } from '../domain/production-problems';
import { createApp, servicesFor } from './app';
import { getDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './demo/seed';
import { publishedDemoAccounts } from './demo/seed/accounts';
import { listen } from './http-server';
import { env, siteUrlWarning } from './env';
import { listenStorefrontPages } from './lib/storefront-pages';
import { listenOrderFeed } from './services/orders/feed';
import { sweepDiscounts } from './services/discount-prices';
import { sweepContentImages } from './services/photos/content-images';
import { remindAbandonedBaskets } from './services/customer-basket';
import { expireOverduePayments } from './services/orders/payment-events';
import { reconcileSweep } from './services/orders/reconcile';
import { startWebhookSender } from './services/webhooks/sender';
import { outboxFigures } from './services/webhooks/outbox-metrics';
import { errorFields, log } from './lib/log';
import { orderEvents, setOutboxSource, setPoolSource } from './lib/metrics';
import { setBackupSource } from './ops/backup';

// before the database is opened: a refused start leaves nothing behind (decision 141)
const refusal = productionRefusal(productionProblems(process.env));
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

const warning = siteUrlWarning(process.env);
if (warning) log.warn(warning);

const port = env.API_PORT;
const hostname = env.API_HOST;

const handle = await getDatabase();
await migrate(handle);
// outside demo an empty database is an empty shop: its catalogue comes from the 1C exchange; and a
// demo database, whose accounts sign in with the README's passwords, is refused (decision 140)
if (env.SHOP_MODE === 'demo') {
  await seedIfEmpty(handle.db);
} else {
  const open = await publishedDemoAccounts(handle.db);
  if (open.length > 0) {
    console.error(`SHOP_MODE=${env.SHOP_MODE}: в базе демо-учётные записи с опубликованными паролями (${open.join(', ')}). `
      + 'Это демо-база: начните с пустой базы (npm run db:reset здесь не поможет, он загружает демо) или запустите с SHOP_MODE=demo.');
    await handle.close();
    process.exit(1);
  }
}

const feed = await listenOrderFeed(handle.listen);
// pages a committed change made stale (a sold-out good, one back in stock), told to the storefront
const stopPages = await listenStorefrontPages(handle.listen);
const services = servicesFor({ feed });
// every API process sees every commit's NOTIFY: the count is exact, and the same in each (decision 0165)
const EVENT_TYPES = new Set(['created', 'paid', 'status', 'edited', 'cancelled', 'refunded']);
feed.subscribe((signal) => { if (EVENT_TYPES.has(signal.type)) orderEvents.inc({ type: signal.type }); });
setOutboxSource(() => outboxFigures(handle.db));
setPoolSource(handle.pool ?? null);
setBackupSource(handle);
const server = await listen(createApp(handle.db, services), port, hostname);
log.info({ url: `http://${hostname}:${port}`, database: handle.kind, mode: env.SHOP_MODE }, 'shop API started');

// Orders awaiting an online payment whose time ran out are cancelled and give back their stock and
// slot; a read shows such an order as annulled already (read-order.ts, never writing), so the sweep only
// has to be roughly on time. The wait is ORDER_PAYMENT_MINUTES, set at placement (paymentExpiresAt).
const PAYMENT_SWEEP_MS = 30_000;
const BASKET_SWEEP_MS = 10 * 60_000;
// The bank is asked first (a paid order whose callback was lost is never annulled), then the orders
// whose bank operations are unsettled or whose money disagrees with their status are reconciled.
const sweep = setInterval(() => {
  expireOverduePayments(handle.db, undefined, services.payment)
    .then((n) => { if (n > 0) log.info({ cancelled: n }, 'unpaid online orders cancelled'); })
    .then(() => reconcileSweep(handle.db, services.payment))
    .catch((err) => log.error(errorFields(err), 'payment sweep failed'));
}, PAYMENT_SWEEP_MS);
sweep.unref();

// The back office's discounts whose start or end has come put their percent into (or take it out of)
// their goods' prices and tell the storefront (server/services/discount-prices.ts, decision 188)
const discountSweep = setInterval(() => {
  sweepDiscounts(handle.db)
    .then((n) => { if (n > 0) log.info({ discounts: n }, 'scheduled discounts started or ended'); })
    .catch((err) => log.error(errorFields(err), 'discount sweep failed'));
}, PAYMENT_SWEEP_MS);
discountSweep.unref();

// Banner and news images uploaded a day ago or more that nothing shows are removed (issue 39)
const CONTENT_IMAGE_SWEEP_MS = 10 * 60 * 1000;
const contentImageSweep = setInterval(() => {
  sweepContentImages(handle.db, services.photos)
    .then((n) => { if (n > 0) log.info({ images: n }, 'unused content images removed'); })
    .catch((err) => log.error(errorFields(err), 'content image sweep failed'));
}, CONTENT_IMAGE_SWEEP_MS);
contentImageSweep.unref();

// Baskets left a day unchanged: one notification each, for customers who allow offers (decision 0197)
const basketSweep = setInterval(() => {
  remindAbandonedBaskets(handle.db, services.messages)
    .then((n) => { if (n > 0) log.info({ baskets: n }, 'abandoned-basket reminders sent'); })
    .catch((err) => log.error(errorFields(err), 'abandoned-basket sweep failed'));
}, BASKET_SWEEP_MS);
basketSweep.unref();

// The outbox's webhooks: every second, and at once when an order event commits (in any process)
const sender = env.WEBHOOKS_PAUSED === '1' ? null : startWebhookSender(handle.db, services.webhooks, services.retry);
if (sender) feed.subscribe(() => sender.wake());

const stop = async () => {
  clearInterval(sweep);
  clearInterval(discountSweep);
  clearInterval(contentImageSweep);
  clearInterval(basketSweep);
  sender?.stop();
  await feed.close();
  await stopPages();
  server.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
