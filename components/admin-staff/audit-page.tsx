'use client';
// /admin-order/audit: the back office's audit log for site admins (decision 177): who did what, when,
// from where, to what, and the values before → after; filtered by person, area and dates, newest
// first, 50 at a time with «Показать ещё». The log is append-only: this page only reads it.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { AuditRow } from '@/contract';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/field';
import { PageHead } from '@/components/ui/page-head';
import { TabLinks } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api/client';
import { auditPage, type AuditFilters } from '@/lib/api/staff-browser';
import { AUDIT_AREAS, auditKindLabel } from '@/domain/audit-kinds';
import s from './staff.module.css';

/** The areas a site admin filters by: every area the API writes (domain/audit-kinds.ts). */
const AREAS: [string, string][] = [['', 'Все'], ...Object.entries(AUDIT_AREAS)];
const FIELDS: Record<string, string> = {
  name: 'имя', phone: 'телефон', role: 'роль', shopIds: 'магазины', state: 'состояние', status: 'статус', cancelReason: 'причина',
  comment: 'комментарий', card: 'карта', shop: 'магазин', amount: 'сумма', operation: 'операция', sent: 'отправлено',
  title: 'название', isActive: 'включено', startsAt: 'начало', endsAt: 'конец', goodIds: 'товары', goods: 'товары',
  position: 'место', description: 'описание', code: 'код', percent: 'процент', value: 'размер', photos: 'фото',
  question: 'вопрос', answer: 'ответ', image: 'картинка', minBasketAmount: 'сумма корзины от', login: 'логин',
};
const VALUES: Record<string, string> = {
  site: 'администратор сайта', shop: 'администратор магазина', active: 'активен', blocked: 'заблокирован', sms: 'смс', true: 'да', false: 'нет',
};

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v)) return v.length ? v.map(show).join(', ') : 'нет';
  if (typeof v === 'object') return JSON.stringify(v);
  return VALUES[String(v)] ?? String(v);
};
const when = (iso: string) => new Date(iso).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });

function Change({ row }: { row: AuditRow }) {
  const keys = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  if (!keys.length) return null;
  return (
    <dl className={s.change}>
      {keys.map((k) => {
        const had = row.before && k in row.before;
        const has = row.after && k in row.after;
        return (
          <div key={k}>
            <dt>{FIELDS[k] ?? k}: </dt>
            <dd>{had ? `${show(row.before![k])} → ` : ''}{has ? show(row.after![k]) : 'удалено'}</dd>
          </div>
        );
      })}
    </dl>
  );
}

export function AuditPage({ viewer }: { viewer: { name: string } }) {
  const [draft, setDraft] = useState<AuditFilters>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ pageParam }) => auditPage(filters, pageParam ?? undefined),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });
  const rows = log.data?.pages.flatMap((p) => p.rows) ?? [];
  const actors = log.data?.pages[0]?.actors ?? [];
  const submit = (e: FormEvent) => { e.preventDefault(); setFilters(draft); };
  const error = log.error && isApiError(log.error) ? log.error.violations[0]?.message ?? log.error.description : null;
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Личный кабинет', href: '/personal-area' }, { label: 'Журнал действий' }]} />
      <PageHead title="Журнал действий">
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(true, '/admin-order/audit')} />
      <form className={`${s.form} ${s.filters}`} onSubmit={submit} aria-label="Фильтры журнала">
        <Select label="Кто" value={draft.actorId ?? ''} onChange={(e) => setDraft({ ...draft, actorId: e.target.value })}>
          <option value="">Все</option>
          {actors.map((a) => <option key={a.id} value={String(a.id)}>{a.name}</option>)}
        </Select>
        <Select label="Что" value={draft.kind ?? ''} onChange={(e) => setDraft({ ...draft, kind: e.target.value })}>
          {AREAS.map(([v, label]) => <option key={v} value={v}>{label}</option>)}
        </Select>
        <TextField label="С даты" type="date" value={draft.from ?? ''} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <TextField label="По дату" type="date" value={draft.to ?? ''} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <div className={s.actions}><Button type="submit">Показать</Button></div>
      </form>
      {log.isError && <p role="alert" className={s.error}>{error ?? 'Ошибка загрузки данных'}</p>}
      {log.isPending && <p className={s.muted}>Загрузка…</p>}
      {log.data && rows.length === 0 && <p className={s.empty}>Записей нет.</p>}
      <ul className={s.list} data-testid="audit-list" aria-label="Записи журнала">
        {rows.map((r) => (
          <li key={r.id} className={s.card} data-kind={r.kind}>
            <div className={s.head}>
              <h2 className={s.name}>{auditKindLabel(r.kind)}</h2>
              <span className={s.muted}>{when(r.at)}</span>
            </div>
            <p className={s.muted}>
              {r.actorName ?? (r.actorId === null ? 'Система' : `№${r.actorId}`)}{r.ip ? ` · ${r.ip}` : ''} · {r.target}{r.shopId ? ` · магазин ${r.shopId}` : ''}
            </p>
            <Change row={r} />
          </li>
        ))}
      </ul>
      {log.hasNextPage && (
        <Button variant="secondary" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage} loadingText="Загружаем…">Показать ещё</Button>
      )}
    </div>
  );
}
