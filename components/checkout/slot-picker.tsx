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

type ChipChoiceProps = {
  legend: string;
  name: string;
  testId: string;
  options: { value: string; label: React.ReactNode }[];
  chosen: string | null;
  onChoose: (value: string) => void;
};

/** One question of the picker (the date, then the time) as a row of radio chips. */
function ChipChoice({ legend, name, testId, options, chosen, onChoose }: ChipChoiceProps) {
  return (
    <fieldset className={s.choices}>
      <legend className={fieldLabelClass}>{legend}</legend>
      <div className={s.chips} data-testid={testId}>
        {options.map((o) => (
          <label key={o.value} className={s.chip}>
            <input type="radio" name={name} value={o.value} checked={chosen === o.value} onChange={() => onChoose(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
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
        <ChipChoice
          legend={`Дата ${what}`}
          name="checkout-date"
          testId="checkout-dates"
          options={days.map((d) => {
            const p = dateParts(d.date);
            return { value: d.date, label: <>{p.day}<small>{p.weekday}</small></> };
          })}
          chosen={slot.date}
          onChoose={(date) => onChange({ date, time: null })}
        />
      )}
      {day && (
        <ChipChoice
          legend={`Время ${what}`}
          name="checkout-time"
          testId="checkout-times"
          options={day.slots.map((t) => ({ value: t.timeInterval, label: t.timeInterval.replace('-', '–') }))}
          chosen={slot.time}
          onChoose={(time) => onChange({ date: day.date, time })}
        />
      )}
    </Panel>
  );
}
