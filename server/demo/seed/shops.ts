// Regions and shops of the demo chain: Kursk and Bryansk, with the delivery and payment settings the
// basket and checkout rules read.
import type { DeliveryCost, PackagingCost, PacketCost, PaidSettings } from '../../../contract';

export const REGIONS = [
  { id: 1, name: 'Курск', position: 1 },
  { id: 2, name: 'Брянск', position: 2 },
];

/** Payment types: 1 online, 2 card on receipt, 3 cash. */
const ALL_PAYMENTS: PaidSettings = { deliveryPaidTypes: [1, 2, 3], pickupPaidTypes: [1, 2, 3] };

// Checked in order, the first tier whose minAmount is at most the order amount applies (spec §3),
// so tiers run from the highest threshold down.
const tiers = (...t: [price: number, minAmount: number][]): DeliveryCost[] =>
  t.map(([price, minAmount]) => ({ price, minAmount })).sort((a, b) => b.minAmount - a.minAmount);

const PACKAGING: PackagingCost = { minAmount: 1000, minPrice: 20, amountStep: 1000, priceStep: 10 };
// Raw meat, fish and household chemicals travel in a packet of their own.
const packet = (packetPrice: number): PacketCost => ({
  amountStep: 1500, packetPrice, minExtraPacketEnableAmount: 500, extraPacketCategories: [301, 302, 303, 304, 501, 503, 1101, 1102, 1103],
});

const RULES = `<h3>Как сделать заказ</h3>
<ol>
<li>Выберите магазин или адрес доставки.</li>
<li>Добавьте товары в корзину. Цена весовых товаров указана за килограмм или за 100 г, итоговая сумма уточняется при сборке.</li>
<li>Выберите способ оплаты: онлайн картой, картой при получении или наличными.</li>
<li>Укажите удобный интервал доставки или время самовывоза.</li>
</ol>
<p>Если какого-то товара не окажется в наличии, сборщик позвонит вам и предложит замену. Товары из раздела «Алкоголь» продаются только при самовывозе лицам старше 18 лет по предъявлении документа.</p>`;

export type SeedShop = {
  id: number; name: string; address: string; regionId: number; latitude: number; longitude: number;
  deliveryEnabled: boolean; pickupEnabled: boolean; canAcceptOrders: boolean; minOrderAmount: number;
  specialInfo: string | null; rules: string; deliveryCosts: DeliveryCost[]; packagingCost: PackagingCost | null;
  packetCost: PacketCost | null; paidSettings: PaidSettings; maxFreeWeight: number; overKyloPrice: number; position: number;
  /** share of the catalogue the shop sells (not a column) */
  assortment: number;
};

const base = {
  deliveryEnabled: true, pickupEnabled: true, canAcceptOrders: true, minOrderAmount: 700, specialInfo: null,
  rules: RULES, packagingCost: PACKAGING, paidSettings: ALL_PAYMENTS, maxFreeWeight: 30, overKyloPrice: 10,
};

export const SHOPS: SeedShop[] = [
  {
    ...base, id: 1, position: 1, name: 'Хорошая ложка на Ленина', address: 'Курск, ул. Ленина, 12', regionId: 1,
    latitude: 51.73712, longitude: 36.18795, assortment: 0.97,
    deliveryCosts: tiers([199, 0], [99, 1500], [0, 3000]), packetCost: packet(9.99),
    specialInfo: '<p>Бесплатная доставка при заказе от <b>3000 ₽</b>. Заказы, оформленные до 20:00, привозим в тот же день.</p>',
  },
  {
    ...base, id: 2, position: 2, name: 'Хорошая ложка на Клыкова', address: 'Курск, пр-т Клыкова, 45', regionId: 1,
    latitude: 51.75738, longitude: 36.13647, assortment: 0.93, minOrderAmount: 500,
    deliveryCosts: tiers([249, 0], [149, 1000], [0, 2500]), packetCost: packet(9.99), maxFreeWeight: 50, overKyloPrice: 5,
  },
  {
    ...base, id: 3, position: 3, name: 'Хорошая ложка на Карла Маркса', address: 'Курск, ул. Карла Маркса, 59', regionId: 1,
    latitude: 51.75388, longitude: 36.18492, assortment: 0.9, deliveryEnabled: false, minOrderAmount: 0,
    deliveryCosts: [], packetCost: packet(7), paidSettings: { deliveryPaidTypes: [], pickupPaidTypes: [1, 2, 3] },
    specialInfo: '<p>Этот магазин работает только на самовывоз. Заказ можно забрать с 9:00 до 22:00 у стойки выдачи.</p>',
  },
  {
    ...base, id: 4, position: 4, name: 'Хорошая ложка на 50 лет Октября', address: 'Курск, ул. 50 лет Октября, 98', regionId: 1,
    latitude: 51.71802, longitude: 36.13051, assortment: 0.9, minOrderAmount: 1000,
    deliveryCosts: tiers([299, 0], [0, 3500]), packetCost: packet(9.99), packagingCost: null,
    paidSettings: { deliveryPaidTypes: [1, 2], pickupPaidTypes: [1, 2, 3] },
  },
  {
    ...base, id: 5, position: 5, name: 'Хорошая ложка на проспекте Ленина', address: 'Брянск, пр-т Ленина, 67', regionId: 2,
    latitude: 53.24872, longitude: 34.36721, assortment: 0.95,
    deliveryCosts: tiers([199, 0], [99, 2000], [0, 4000]), packetCost: packet(8.5),
  },
  {
    ...base, id: 6, position: 6, name: 'Хорошая ложка на Красноармейской', address: 'Брянск, ул. Красноармейская, 100', regionId: 2,
    latitude: 53.26248, longitude: 34.34902, assortment: 0.88, canAcceptOrders: false,
    deliveryCosts: tiers([199, 0], [0, 3000]), packetCost: packet(8.5),
    specialInfo: '<p>Магазин временно не принимает заказы: идёт обновление торгового зала. Выберите другой магазин — мы будем рады видеть вас снова с 1 сентября.</p>',
  },
  {
    ...base, id: 7, position: 7, name: 'Хорошая ложка на Дуки', address: 'Брянск, ул. Дуки, 62', regionId: 2,
    latitude: 53.25986, longitude: 34.40273, assortment: 0.9, minOrderAmount: 600,
    deliveryCosts: tiers([179, 0], [79, 1500], [0, 3000]), packetCost: null, maxFreeWeight: 40, overKyloPrice: 7,
    paidSettings: { deliveryPaidTypes: [1, 3], pickupPaidTypes: [2, 3] },
  },
];
