'use client';
// The date and the time of receiving as radio options (spec §2, §4): the days the shop offers for
// the receiving method, the times of the chosen day. What is chosen is decided by
// domain/checkout.ts settleSlot (the first available, reset when no longer offered).
import type { TimeSlotDay } from '@/contract';
import { fieldLabelClass } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import type { SlotChoice } from '@/domain/checkout';
import s from './checkout.module.css';

// made on first use, not when the basket page loads this module: a page's first Intl formatter
// costs 20–70 ms of main thread (lib/format)
let formats: { weekday: Intl.DateTimeFormat; dayMonth: Intl.DateTimeFormat } | undefined;

/** '2026-11-23' → { day: '23 ноября', weekday: 'пн' } (the date is a calendar date: read in UTC). */
function dateParts(iso: string) {
  const d = new Date(`${iso}T00:00:00Z`);
  formats ??= {
    weekday: new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' }),
    dayMonth: new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  };
  return { day: formats.dayMonth.format(d), weekday: formats.weekday.format(d) };
}

type Props = {
  method: 'delivery' | 'pickup';
  days: TimeSlotDay[];
  slot: SlotChoice;
  loading: boolean;
  failed: boolean;
  onChange: (next: SlotChoice) => void;
};

export function SlotPicker({ method, days, slot, loading, failed, onChange }: Props) {
  const day = days.find((d) => d.date === slot.date);
  const what = method === 'delivery' ? 'доставки' : 'самовывоза';
  return (
    <Panel title="Когда">
      {loading && <p className={s.muted}>Загружаем доступное время…</p>}
      {failed && <p className={s.alert} role="alert">Не удалось загрузить доступное время. Обновите страницу.</p>}
      {!loading && !failed && days.length === 0 && <p className={s.muted}>Нет доступного времени {what}.</p>}
      {days.length > 0 && (
        <fieldset className={s.choices}>
          <legend className={fieldLabelClass}>Дата {what}</legend>
          <div className={s.chips} data-testid="checkout-dates">
            {days.map((d) => {
              const p = dateParts(d.date);
              return (
                <label key={d.date} className={s.chip}>
                  <input
                    type="radio"
                    name="checkout-date"
                    value={d.date}
                    checked={slot.date === d.date}
                    onChange={() => onChange({ date: d.date, time: null })}
                  />
                  <span>{p.day}<small>{p.weekday}</small></span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {day && (
        <fieldset className={s.choices}>
          <legend className={fieldLabelClass}>Время {what}</legend>
          <div className={s.chips} data-testid="checkout-times">
            {day.slots.map((t) => (
              <label key={t.timeInterval} className={s.chip}>
                <input
                  type="radio"
                  name="checkout-time"
                  value={t.timeInterval}
                  checked={slot.time === t.timeInterval}
                  onChange={() => onChange({ date: day.date, time: t.timeInterval })}
                />
                <span>{t.timeInterval.replace('-', '–')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </Panel>
  );
}
