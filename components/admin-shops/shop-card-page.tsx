'use client';
// /admin-order/shops/{id}: the shop's card and slot schedule in one form (saved with the version read:
// another admin's save in between answers 409), and its delivery zones: each zone's border as a list
// of points or an imported GeoJSON, drawn on the schematic map with the zones it overlaps, and a test
// address that shows which zone and shop would serve it (the storefront's own geocoder and lookup).
// A site admin also adds a shop here (/admin-order/shops/new: the same form, empty) and removes one:
// deleted when nothing refers to it, else closed and hidden from the storefront (decision 191).
// With a Yandex Maps key the zone's border is drawn and dragged on Yandex's polygon editor; without
// one, or when it cannot load, the schematic map and the list of points do the same (decision 192).
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { AdminSchedule, AdminShop, AdminZone, DeliveryZone } from '@/contract';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Checkbox, Select, TextArea, TextField } from '@/components/ui/field';
import { PageHead } from '@/components/ui/page-head';
import { TabLinks } from '@/components/ui/tabs';
import type { LatLon } from '@/domain/geo';
import { closeRing, parseGeoJson, ringProblems } from '@/domain/zone-geometry';
import {
  createShop, createZone, deleteZone, geocode, getShop, removeShop, reopenShop, saveShop, saveZone, shopZones, zonesAt,
} from '@/lib/api/admin-shops-browser';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api/client';
import { formatMoney } from '@/domain/money';
import { ZoneMap } from './zone-map';
import s from './shops.module.css';

// Yandex's bindings are their own chunk, fetched only when a key is set
const YandexZoneEditor = dynamic(() => import('./yandex-zone-editor').then((m) => m.YandexZoneEditor), {
  ssr: false, loading: () => <p role="status" className={s.muted}>Загрузка карты…</p>,
});

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
const PAY = [[1, 'Онлайн'], [2, 'Картой при получении'], [3, 'Наличными']] as const;
type Errors = Record<string, string>;

/** The API's failure as field messages (by propertyPath) and one line for the form. */
function failure(e: unknown): { fields: Errors; message: string } {
  if (isApiError(e)) {
    const fields = Object.fromEntries(e.violations.map((v) => [v.propertyPath, v.message]));
    return { fields, message: e.status === 422 ? 'Исправьте ошибки в форме.' : (e.description ?? 'Не удалось сохранить.') };
  }
  return { fields: {}, message: 'Не удалось сохранить. Проверьте соединение и повторите.' };
}

const num = (v: string) => (v.trim() === '' ? NaN : Number(v.replace(',', '.')));

export function ShopCardPage({ viewer, shop: initial, zones: initialZones, otherZones, mapsKey = null }: {
  viewer: { name: string; isSiteAdmin: boolean }; shop: AdminShop; zones: AdminZone[]; otherZones: DeliveryZone[]; mapsKey?: string | null;
}) {
  const [shop, setShop] = useState(initial);
  const creating = shop.id === 0;
  const title = creating ? 'Новый магазин' : shop.name;
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Магазины', href: '/admin-order/shops' }, { label: title }]} />
      <PageHead title={title}>
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(viewer.isSiteAdmin, '/admin-order/shops')} />
      {!creating && viewer.isSiteAdmin && <ShopRemoval shop={shop} onChanged={setShop} />}
      {/* closing changes the card's «Принимает заказы»: a fresh form then */}
      <ShopForm key={shop.closedAt ?? 'open'} shop={shop} onSaved={setShop} />
      {!creating && <Zones shop={shop} initial={initialZones} otherZones={otherZones} mapsKey={mapsKey} />}
    </div>
  );
}

/** A site admin's «Удалить магазин» (deleted, or closed when it has history) and «Вернуть на сайт». */
function ShopRemoval({ shop, onChanged }: { shop: AdminShop; onChanged: (s: AdminShop) => void }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function remove() {
    setNote(null);
    try {
      const { outcome } = await removeShop(shop.id, shop.version);
      if (outcome === 'deleted') {
        router.push('/admin-order/shops');
        router.refresh();
        return;
      }
      onChanged(await getShop(shop.id));
      setNote({ ok: true, text: 'У магазина есть заказы или товары, поэтому он закрыт: покупатели его больше не видят, заказы сохранены.' });
    } catch (err) {
      setNote({ ok: false, text: failure(err).message });
    }
  }

  async function reopen() {
    setBusy(true);
    setNote(null);
    try {
      onChanged(await reopenShop(shop.id, shop.version));
      setNote({ ok: true, text: 'Магазин снова на сайте и принимает заказы.' });
    } catch (err) {
      setNote({ ok: false, text: failure(err).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={s.card} aria-label="Магазин на сайте">
      {shop.closedAt ? (
        <>
          <p className={s.flag}>Магазин закрыт: покупатели его не видят, заказы сохранены.</p>
          <div className={s.actions}><Button variant="secondary" loading={busy} loadingText="Возвращаем…" onClick={reopen}>Вернуть на сайт</Button></div>
        </>
      ) : (
        <div className={s.actions}><Button variant="danger" onClick={() => setAsking(true)}>Удалить магазин</Button></div>
      )}
      {note && <p role={note.ok ? 'status' : 'alert'} className={note.ok ? s.ok : s.error}>{note.text}</p>}
      {asking && (
        <ConfirmDialog title={`Удалить магазин «${shop.name}»?`} tone="danger" confirmLabel="Удалить" cancelLabel="Отмена" testId="shop-delete"
          onConfirm={remove} onClose={() => setAsking(false)}>
          Если у магазина есть заказы или товары, он будет закрыт: покупатели перестанут его видеть, заказы и история сохранятся.
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The tariff as the form shows it: one tier a line, lowest amount first. */
const tariffText = (costs: readonly { minAmount: number; price: number }[]) =>
  [...costs].sort((a, b) => a.minAmount - b.minAmount).map((c) => `${c.minAmount} — ${c.price}`).join('\n');

/** The tariff typed one tier a line («3000 — 0», «3000 0», «3000; 0»), or a message naming the first bad line. */
function readTariff(text: string): { costs: { minAmount: number; price: number }[] } | { error: string } {
  const costs: { minAmount: number; price: number }[] = [];
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  for (const [i, line] of lines.entries()) {
    const m = /^(\d+(?:[.,]\d{1,2})?)\s*(?:—|–|-|;|:|\s)\s*(\d+(?:[.,]\d{1,2})?)$/.exec(line.replace(/₽/g, '').trim());
    if (!m) return { error: `Строка ${i + 1}: нужны сумма заказа и цена доставки, например «3000 — 0».` };
    costs.push({ minAmount: Number(m[1].replace(',', '.')), price: Number(m[2].replace(',', '.')) });
  }
  return { costs };
}

function ShopForm({ shop, onSaved }: { shop: AdminShop; onSaved: (s: AdminShop) => void }) {
  const router = useRouter();
  const creating = shop.id === 0;
  const coord = (v: number) => (Number.isFinite(v) ? String(v) : '');
  const [f, setF] = useState(() => ({
    name: shop.name, address: shop.address, regionId: String(shop.regionId), lat: coord(shop.coordinates[0]), lon: coord(shop.coordinates[1]),
    phone: shop.phone ?? '', hours: shop.hours ?? '', warehouseId: shop.warehouseId ?? '', minOrderAmount: String(shop.minOrderAmount),
    deliveryEnabled: shop.deliveryEnabled, pickupEnabled: shop.pickupEnabled, canAcceptOrders: shop.canAcceptOrders,
    closedDays: shop.closedDays.join('\n'),
    tariff: tariffText(shop.deliveryCosts),
  }));
  const [slots, setSlots] = useState(shop.schedules);
  const [errors, setErrors] = useState<Errors>({});
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof f) => (e: { target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement }) =>
    setF({ ...f, [k]: e.target instanceof HTMLInputElement && e.target.type === 'checkbox' ? e.target.checked : e.target.value });
  const setSlot = (i: number, patch: Partial<AdminShop['schedules'][number]>) => setSlots(slots.map((x, j) => (j === i ? { ...x, ...patch } : x)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setNote(null);
    const schedules: AdminSchedule[] = slots.map((x) => ({
      slotType: x.slotType, weekdays: x.weekdays, startsAt: x.startsAt, endsAt: x.endsAt, capacity: x.capacity, cutoffMinutes: x.cutoffMinutes, paidTypes: x.paidTypes,
    }));
    const tariff = readTariff(f.tariff);
    if ('error' in tariff) {
      setErrors({ tariff: tariff.error });
      setNote({ ok: false, text: 'Проверьте тариф доставки.' });
      setBusy(false);
      return;
    }
    const body = {
      deliveryCosts: tariff.costs,
      name: f.name, address: f.address, regionId: Number(f.regionId), coordinates: [num(f.lat), num(f.lon)] as [number, number],
      phone: f.phone || null, hours: f.hours || null, warehouseId: f.warehouseId || null, minOrderAmount: num(f.minOrderAmount),
      deliveryEnabled: f.deliveryEnabled, pickupEnabled: f.pickupEnabled, canAcceptOrders: f.canAcceptOrders,
      closedDays: f.closedDays.split(/[\s,]+/).filter(Boolean), schedules,
    };
    try {
      if (creating) {
        const created = await createShop(body);
        setNote({ ok: true, text: 'Магазин добавлен. Теперь добавьте ему зоны доставки.' });
        router.push(`/admin-order/shops/${created.id}`);
        return;
      }
      const saved = await saveShop(shop.id, { version: shop.version, ...body });
      onSaved(saved);
      setSlots(saved.schedules);
      setF((now) => ({ ...now, tariff: tariffText(saved.deliveryCosts) }));
      setErrors({});
      setNote({ ok: true, text: 'Сохранено. Изменения действуют для новых заказов.' });
    } catch (err) {
      const { fields, message } = failure(err);
      setErrors(fields);
      setNote({ ok: false, text: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={s.card} onSubmit={submit} noValidate aria-labelledby="shop-card">
      <h2 id="shop-card" className={s.h2}>Карточка магазина</h2>
      <div className={s.grid}>
        <TextField label="Название" value={f.name} onChange={set('name')} error={errors.name} />
        <TextField label="Адрес" value={f.address} onChange={set('address')} error={errors.address} />
        <Select label="Регион" value={f.regionId} onChange={set('regionId')} error={errors.regionId}>
          {shop.regions.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
        </Select>
        <TextField label="Телефон" inputMode="tel" value={f.phone} onChange={set('phone')} error={errors.phone} />
        <TextField label="Широта" inputMode="decimal" value={f.lat} onChange={set('lat')} error={errors['coordinates[0]'] ?? errors.coordinates} />
        <TextField label="Долгота" inputMode="decimal" value={f.lon} onChange={set('lon')} error={errors['coordinates[1]']} />
        <TextField label="Часы работы" value={f.hours} onChange={set('hours')} error={errors.hours} hint="Например: ежедневно 8:00–22:00" />
        <TextField label="Склад в 1С (Ид)" value={f.warehouseId} onChange={set('warehouseId')} error={errors.warehouseId} />
        <TextField label="Минимальная сумма заказа, ₽" inputMode="decimal" value={f.minOrderAmount} onChange={set('minOrderAmount')} error={errors.minOrderAmount} />
        <TextArea label="Тариф доставки" value={f.tariff} onChange={set('tariff')} error={errors.tariff ?? Object.entries(errors).find(([k]) => k.startsWith('deliveryCosts'))?.[1]}
          hint="Строки «сумма заказа от, ₽ — цена доставки, ₽», например «0 — 149» и «3000 — 0» (бесплатно от 3000 ₽). Пусто: доставка 149 ₽. Цена зоны добавляется сверху" />
        <TextArea label="Нерабочие дни" value={f.closedDays} onChange={set('closedDays')} error={Object.entries(errors).find(([k]) => k.startsWith('closedDays'))?.[1]}
          hint="Даты ГГГГ-ММ-ДД, по одной в строке: в эти дни слотов нет" />
      </div>
      <Checkbox label="Доставляет" checked={f.deliveryEnabled} onChange={set('deliveryEnabled')} />
      <Checkbox label="Самовывоз" checked={f.pickupEnabled} onChange={set('pickupEnabled')} />
      <Checkbox label="Принимает заказы" checked={f.canAcceptOrders} onChange={set('canAcceptOrders')} />

      <h2 className={s.h2}>Слоты</h2>
      <p className={s.muted}>Изменения действуют для новых заказов: оформленные заказы сохраняют свои слоты.</p>
      <div className={s.slots}>
        {slots.map((x, i) => {
          const err = (k: string) => errors[`schedules[${i}].${k}`];
          return (
            <fieldset key={i} className={s.slot} data-testid="slot">
              <legend className={s.wide}>Слот {i + 1}</legend>
              <Select label="Тип" value={x.slotType} onChange={(e) => setSlot(i, { slotType: e.target.value as 'delivery' | 'pickup' })}>
                <option value="delivery">Доставка</option>
                <option value="pickup">Самовывоз</option>
              </Select>
              <TextField label="Начало" type="time" value={x.startsAt} onChange={(e) => setSlot(i, { startsAt: e.target.value })} error={err('startsAt')} />
              <TextField label="Конец" type="time" value={x.endsAt} onChange={(e) => setSlot(i, { endsAt: e.target.value })} error={err('endsAt')} />
              <TextField label="Вместимость" inputMode="numeric" value={String(x.capacity)} onChange={(e) => setSlot(i, { capacity: num(e.target.value) })}
                error={err('capacity')} hint={x.booked > 0 ? `Занято ${x.booked} из ${x.capacity}` : undefined} />
              {x.booked > x.capacity && <p className={`${s.over} ${s.wide}`}>Занято {x.booked} из {x.capacity}: оформленные заказы сохранятся, новых не будет.</p>}
              <TextField label="Приём заказов до начала, мин" inputMode="numeric" value={String(x.cutoffMinutes)}
                onChange={(e) => setSlot(i, { cutoffMinutes: num(e.target.value) })} error={err('cutoffMinutes')} />
              <fieldset className={`${s.days} ${s.wide}`}>
                <legend>Дни недели</legend>
                {WEEKDAYS.map((d, j) => (
                  <label key={d} className={s.day}>
                    <input type="checkbox" checked={x.weekdays.includes(j + 1)}
                      onChange={(e) => setSlot(i, { weekdays: e.target.checked ? [...x.weekdays, j + 1].sort() : x.weekdays.filter((w) => w !== j + 1) })} />
                    {d}
                  </label>
                ))}
                {err('weekdays') && <p role="alert" className={s.error}>{err('weekdays')}</p>}
              </fieldset>
              <fieldset className={`${s.days} ${s.wide}`}>
                <legend>Оплата (ничего не выбрано — как в настройках магазина)</legend>
                {PAY.map(([t, label]) => (
                  <label key={t} className={s.day}>
                    <input type="checkbox" checked={x.paidTypes?.includes(t) ?? false}
                      onChange={(e) => {
                        const next = e.target.checked ? [...(x.paidTypes ?? []), t].sort() : (x.paidTypes ?? []).filter((p) => p !== t);
                        setSlot(i, { paidTypes: next.length ? next : null });
                      }} />
                    {label}
                  </label>
                ))}
              </fieldset>
              <div className={s.wide}>
                <Button variant="secondary" onClick={() => setSlots(slots.filter((_, j) => j !== i))}>Удалить слот</Button>
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className={s.actions}>
        <Button variant="secondary" onClick={() => setSlots([...slots, {
          id: 0, slotType: 'delivery', weekdays: [1, 2, 3, 4, 5, 6, 7], startsAt: '10:00', endsAt: '12:00', capacity: 10, cutoffMinutes: 60, paidTypes: null, booked: 0,
        }])}>Добавить слот</Button>
        <Button type="submit" loading={busy} loadingText="Сохраняем…">{creating ? 'Добавить магазин' : 'Сохранить магазин'}</Button>
      </div>
      {note && <p role={note.ok ? 'status' : 'alert'} className={note.ok ? s.ok : s.error}>{note.text}</p>}
    </form>
  );
}

// 6 decimals (about 10 cm): a GeoJSON's coordinates from sums of floats read 51.742999999999995
const coord = (v: number) => String(Number(v.toFixed(6)));
const pointsText = (ring: readonly LatLon[]) => ring.slice(0, -1).map(([lat, lon]) => `${coord(lat)}, ${coord(lon)}`).join('\n');

/** The points typed one a line ("широта, долгота"), or a message naming the first bad line. */
function readPoints(text: string): { ring: LatLon[] } | { error: string } {
  const ring: LatLon[] = [];
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  for (const [i, line] of lines.entries()) {
    const m = /^(-?\d+(?:[.]\d+)?)\s*[,;\s]\s*(-?\d+(?:[.]\d+)?)$/.exec(line);
    if (!m) return { error: `Строка ${i + 1}: нужны широта и долгота через запятую, например 51.73, 36.19.` };
    ring.push([Number(m[1]), Number(m[2])]);
  }
  return { ring: closeRing(ring) };
}

type Draft = { name: string; price: string; points: string };
const NEW = 'new' as const;

function Zones({ shop, initial, otherZones, mapsKey }: { shop: AdminShop; initial: AdminZone[]; otherZones: DeliveryZone[]; mapsKey: string | null }) {
  const [zones, setZones] = useState(initial);
  // the zone being edited: one of the shop's, NEW for a zone not yet saved, or none
  const [currentId, setCurrentId] = useState<number | typeof NEW | null>(initial[0]?.id ?? null);
  const zone = typeof currentId === 'number' ? zones.find((z) => z.id === currentId) ?? null : null;
  const draftOf = (z: AdminZone | null): Draft | null => (z ? { name: z.name, price: String(z.price), points: pointsText(z.polygon[0] ?? []) } : null);
  const [draft, setDraft] = useState<Draft | null>(() => draftOf(zone));
  const [geojson, setGeojson] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [yandexFailed, setYandexFailed] = useState(false);
  const [test, setTest] = useState({ city: '', street: '', house: '' });
  const [testPoint, setTestPoint] = useState<LatLon | null>(null);
  const [testResult, setTestResult] = useState<string | null>(null);

  const pick = (z: AdminZone | null) => {
    setCurrentId(z?.id ?? null);
    setDraft(draftOf(z));
    setErrors({});
  };
  const startNew = () => {
    setCurrentId(NEW);
    setDraft({ name: '', price: '0', points: '' });
    setErrors({});
    setNote(null);
  };
  const parsed = draft ? readPoints(draft.points) : null;
  const drawn = parsed && 'ring' in parsed && parsed.ring.length >= 4 ? parsed.ring : null;

  function importGeoJson(text: string) {
    const r = parseGeoJson(text);
    if ('error' in r) {
      setErrors({ geojson: r.error });
      return;
    }
    setErrors({});
    if (draft) setDraft({ ...draft, points: pointsText(r.polygon[0]) });
    setNote({ ok: true, text: 'Граница загружена из GeoJSON. Проверьте её на схеме и сохраните.' });
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!draft || !parsed || currentId === null) return;
    if ('error' in parsed) {
      setErrors({ points: parsed.error });
      return;
    }
    const polygon = [parsed.ring, ...(zone?.polygon.slice(1) ?? [])].map((r) => r.map(([lat, lon]) => [lat, lon] as [number, number]));
    const problem = ringProblems(polygon)[0];
    if (problem) {
      setErrors({ points: parsed.ring.length === 0 ? 'Укажите границу: точки или GeoJSON.' : problem.message });
      return;
    }
    setBusy(true);
    setNote(null);
    try {
      const body = { name: draft.name, price: num(draft.price), polygon };
      const saved = zone ? await saveZone(shop.id, zone.id, { version: zone.version, ...body }) : await createZone(shop.id, body);
      const merged = zone ? zones.map((z) => (z.id === saved.id ? saved : z)) : [...zones, saved];
      // the other zones' overlaps may have changed with this one: their rows read again (the answer alone if that fails)
      setZones(await shopZones(shop.id).catch(() => merged));
      setCurrentId(saved.id);
      setDraft(draftOf(saved));
      setErrors({});
      setNote({ ok: true, text: zone ? 'Зона сохранена.' : 'Зона добавлена.' });
    } catch (err) {
      const { fields, message } = failure(err);
      setErrors({ ...fields, points: Object.entries(fields).find(([k]) => k.startsWith('polygon'))?.[1] ?? '' });
      setNote({ ok: false, text: message });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!zone) return;
    try {
      await deleteZone(shop.id, zone.id, zone.version);
      const rest = await shopZones(shop.id).catch(() => zones.filter((z) => z.id !== zone.id));
      setZones(rest);
      pick(rest[0] ?? null);
      setNote({ ok: true, text: `Зона «${zone.name}» удалена.` });
    } catch (err) {
      setNote({ ok: false, text: failure(err).message });
    }
  }

  async function check(e: FormEvent) {
    e.preventDefault();
    setTestResult(null);
    try {
      const found = await geocode(test.city, test.street, test.house);
      if (!found) {
        setTestPoint(null);
        setTestResult('Адрес не найден.');
        return;
      }
      setTestPoint(found.coordinates);
      const serving = await zonesAt(found.coordinates[0], found.coordinates[1]);
      const named = (z: DeliveryZone) => `зона «${z.name}», магазин ${z.shopId === shop.id ? `«${shop.name}»` : `№${z.shopId}`}, доставка в зоне ${formatMoney(z.price)}`;
      const [best, ...others] = serving;
      setTestResult(best
        ? `Обслужит: ${named(best)}.${others.length ? ` Также входит: ${others.map(named).join('; ')}.` : ''}`
        : 'Адрес вне всех зон доставки.');
    } catch {
      setTestResult('Не удалось проверить адрес. Повторите.');
    }
  }

  const overlapsCurrent = (id: number) => zone?.overlaps.some((x) => x.id === id);
  const currentRing = drawn ?? zone?.polygon[0] ?? null;
  const shapes = [
    ...otherZones.filter((o) => !zones.some((z) => z.id === o.id)).map((o) => ({ id: o.id, name: o.name, polygon: o.polygon, overlaps: overlapsCurrent(o.id) })),
    ...zones.filter((z) => z.id !== currentId).map((z) => ({ id: z.id, name: z.name, polygon: z.polygon, overlaps: overlapsCurrent(z.id) })),
    ...(currentRing ? [{ id: zone?.id ?? 0, name: draft?.name || 'Новая зона', polygon: [currentRing, ...(zone?.polygon.slice(1) ?? [])], current: true }] : []),
  ];
  const onDrawn = (ring: LatLon[]) => draft && setDraft({ ...draft, points: pointsText(closeRing(ring)) });
  const yandex = Boolean(mapsKey) && !yandexFailed;

  return (
    <section className={s.card} aria-labelledby="zones">
      <h2 id="zones" className={s.h2}>Зоны доставки</h2>
      {zones.length === 0 && <p className={s.muted}>У магазина нет зон доставки.</p>}
      <ul className={s.list} data-testid="zones">
        {zones.map((z) => (
          <li key={z.id} className={s.actions}>
            <Button variant={z.id === currentId ? 'primary' : 'secondary'} onClick={() => { pick(z); setNote(null); }} aria-pressed={z.id === currentId}>{z.name}</Button>
            <span className={s.muted}>
              доставка в зоне {formatMoney(z.price)}{z.freeFrom !== null ? `, бесплатно от ${formatMoney(z.freeFrom)}` : ''}
            </span>
            {z.overlaps.length > 0 && <span className={s.flag}>Пересекается: {z.overlaps.map((o) => `${o.name}${o.shopId === shop.id ? '' : ` (магазин №${o.shopId})`}`).join(', ')}</span>}
          </li>
        ))}
      </ul>
      <div className={s.actions}>
        <Button variant={currentId === NEW ? 'primary' : 'secondary'} onClick={startNew} aria-pressed={currentId === NEW}>Добавить зону</Button>
      </div>
      {yandex && mapsKey ? (
        <YandexZoneEditor apiKey={mapsKey} shapes={shapes} shop={shop.coordinates} point={testPoint} onChange={onDrawn} onFail={() => setYandexFailed(true)} />
      ) : (
        <>
          <ZoneMap shapes={shapes} shop={shop.coordinates} point={testPoint} />
          <p className={s.muted}>Схема: выбранная зона зелёная, пересекающиеся с ней — красные, остальные серые; точка — магазин.</p>
        </>
      )}
      {currentId !== null && draft && (
        <form onSubmit={save} noValidate className={s.slots} aria-label={zone ? `Зона «${zone.name}»` : 'Новая зона'}>
          <div className={s.grid}>
            <TextField label="Название зоны" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} error={errors.name} />
            <TextField label="Цена доставки в зоне, ₽" inputMode="decimal" value={draft.price} onChange={(e) => setDraft({ ...draft, price: e.target.value })} error={errors.price} />
          </div>
          <TextArea label="Граница: точки «широта, долгота», по одной в строке" className={s.points} value={draft.points}
            onChange={(e) => setDraft({ ...draft, points: e.target.value })} error={errors.points || undefined}
            hint={yandex ? 'Контур замыкается сам. Вершины можно тянуть на карте.' : 'Контур замыкается сам: первую точку в конце повторять не нужно.'} />
          <TextArea label="Импорт GeoJSON (Polygon, MultiPolygon или первый многоугольник FeatureCollection)" className={s.points} value={geojson}
            onChange={(e) => setGeojson(e.target.value)} error={errors.geojson} />
          <div className={s.actions}>
            <Button variant="secondary" onClick={() => importGeoJson(geojson)}>Загрузить GeoJSON</Button>
            <label className={s.file}>
              Файл GeoJSON
              <input type="file" accept=".json,.geojson,application/geo+json,application/json"
                onChange={async (e) => { const file = e.target.files?.[0]; if (file) importGeoJson(await file.text()); }} />
            </label>
            <Button type="submit" loading={busy} loadingText="Сохраняем…">{zone ? 'Сохранить зону' : 'Добавить зону в магазин'}</Button>
            {zone && <Button variant="danger" onClick={() => setDeleting(true)}>Удалить зону</Button>}
          </div>
        </form>
      )}
      {note && <p role={note.ok ? 'status' : 'alert'} className={note.ok ? s.ok : s.error} data-testid="zone-note">{note.text}</p>}
      {deleting && zone && (
        <ConfirmDialog title={`Удалить зону «${zone.name}»?`} tone="danger" confirmLabel="Удалить" cancelLabel="Отмена" testId="zone-delete"
          onConfirm={remove} onClose={() => setDeleting(false)}>
          Адреса в этой зоне перестанут получать доставку из магазина. Оформленные заказы не изменятся.
        </ConfirmDialog>
      )}
      <form onSubmit={check} className={s.slots} aria-labelledby="zone-test">
        <h3 id="zone-test" className={s.h2}>Проверить адрес</h3>
        <div className={s.grid}>
          <TextField label="Город" value={test.city} onChange={(e) => setTest({ ...test, city: e.target.value })} />
          <TextField label="Улица" value={test.street} onChange={(e) => setTest({ ...test, street: e.target.value })} />
          <TextField label="Дом" value={test.house} onChange={(e) => setTest({ ...test, house: e.target.value })} />
        </div>
        <div className={s.actions}><Button type="submit" variant="secondary">Проверить</Button></div>
        {testResult && <p role="status" data-testid="zone-test-result">{testResult}</p>}
      </form>
    </section>
  );
}
