'use client';
// /admin-order/staff: the site admins' staff screen (decision 177). Everyone with a back-office role,
// site admins first, with their shops, last sign-in and state; a new one by phone (an SMS with a
// one-time link hands them a password); role and shops changed, a block (their sessions end at
// once), a password reset. Each change sends the version the card shows: a stale one answers 409.
// Below them, the «обмен с 1С» accounts 1C signs in with (exchange-accounts.tsx, decision 194).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { Staff } from '@/contract';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Checkbox, Select, TextField } from '@/components/ui/field';
import { PageHead } from '@/components/ui/page-head';
import { TabLinks } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api/client';
import { createStaff, staffAction, staffList, updateStaff } from '@/lib/api/staff-browser';
import { ExchangeAccounts } from './exchange-accounts';
import s from './staff.module.css';

export type ShopName = { id: number; name: string };
type Role = Staff['role'];
type Problems = { all: string | null; fields: Record<string, string> };

const KEY = ['admin', 'staff'] as const;
const STAFF_ROLE_NAMES: Record<Staff['role'], string> = { site: 'Администратор сайта', shop: 'Администратор магазина' };
const when = (iso: string | null) => (iso
  ? new Date(iso).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
  : 'ещё не входил');

function problemsOf(e: unknown): Problems {
  if (!isApiError(e)) return { all: 'Не удалось выполнить действие. Повторите попытку.', fields: {} };
  const fields = Object.fromEntries(e.violations.map((v) => [v.propertyPath, v.message]));
  return { all: e.violations.length ? null : e.description ?? 'Не удалось выполнить действие.', fields };
}

function ShopChoice({ shops, value, onChange, error, idPrefix }: { shops: ShopName[]; value: number[]; onChange: (v: number[]) => void; error?: string; idPrefix: string }) {
  return (
    <fieldset className={s.shops} aria-describedby={error ? `${idPrefix}-shops-error` : undefined}>
      <legend>Магазины</legend>
      {shops.map((shop) => (
        <Checkbox key={shop.id} label={shop.name} checked={value.includes(shop.id)}
          onChange={(e) => onChange(e.target.checked ? [...value, shop.id] : value.filter((id) => id !== shop.id))} />
      ))}
      {error && <p id={`${idPrefix}-shops-error`} role="alert" className={s.error}>{error}</p>}
    </fieldset>
  );
}

export function StaffPage({ viewer, shops }: { viewer: { id: number; name: string }; shops: ShopName[] }) {
  const list = useQuery({ queryKey: KEY, queryFn: staffList, staleTime: 0 });
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Личный кабинет', href: '/personal-area' }, { label: 'Сотрудники' }]} />
      <PageHead title="Сотрудники">
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(true, '/admin-order/staff')} />
      <NewStaff shops={shops} />
      {list.isError && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      {list.isPending && <p className={s.muted}>Загрузка…</p>}
      <ul className={s.list} data-testid="staff-list" aria-label="Сотрудники">
        {list.data?.map((m) => <li key={m.id}><StaffCard member={m} shops={shops} self={m.id === viewer.id} /></li>)}
      </ul>
      <ExchangeAccounts />
    </div>
  );
}

function NewStaff({ shops }: { shops: ShopName[] }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<Role>('shop');
  const [shopIds, setShopIds] = useState<number[]>([]);
  const [problems, setProblems] = useState<Problems>({ all: null, fields: {} });
  const [done, setDone] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createStaff({ name, phone, role, shopIds: role === 'shop' ? shopIds : [] }),
    onSuccess: (m) => {
      setDone(`${m.name} добавлен(а): на ${m.phone} ушло смс со ссылкой для пароля.`);
      setName(''); setPhone(''); setShopIds([]); setProblems({ all: null, fields: {} });
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => { setDone(null); setProblems(problemsOf(e)); },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); create.mutate(); };
  return (
    <form className={s.form} onSubmit={submit} aria-labelledby="new-staff-title" noValidate>
      <h2 id="new-staff-title" className={s.formTitle}>Новый сотрудник</h2>
      <TextField label="Имя" name="name" value={name} onChange={(e) => setName(e.target.value)} error={problems.fields.name} autoComplete="off" />
      <TextField label="Телефон" name="phone" type="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)}
        error={problems.fields.phone} hint="На него придёт смс со ссылкой для пароля" autoComplete="off" />
      <Select label="Роль" name="role" value={role} onChange={(e) => setRole(e.target.value as Role)} error={problems.fields.role}>
        <option value="shop">{STAFF_ROLE_NAMES.shop}</option>
        <option value="site">{STAFF_ROLE_NAMES.site}</option>
      </Select>
      {role === 'shop' && <ShopChoice idPrefix="new" shops={shops} value={shopIds} onChange={setShopIds} error={problems.fields.shopIds} />}
      {problems.all && <p role="alert" className={s.error}>{problems.all}</p>}
      {done && <p role="status" className={s.ok}>{done}</p>}
      <div className={s.actions}><Button type="submit" loading={create.isPending} loadingText="Добавляем…">Добавить</Button></div>
    </form>
  );
}

function StaffCard({ member, shops, self }: { member: Staff; shops: ShopName[]; self: boolean }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<Role>(member.role);
  const [shopIds, setShopIds] = useState<number[]>(member.shopIds);
  const [problems, setProblems] = useState<Problems>({ all: null, fields: {} });
  const [done, setDone] = useState<string | null>(null);
  const after = (message: string | null) => () => {
    setProblems({ all: null, fields: {} }); setDone(message); setEditing(false);
    void client.invalidateQueries({ queryKey: KEY });
  };
  const failed = (e: unknown) => { setDone(null); setProblems(problemsOf(e)); };
  const save = useMutation({ mutationFn: () => updateStaff(member.id, { role, shopIds: role === 'shop' ? shopIds : [], version: member.version }), onSuccess: after('Сохранено.'), onError: failed });
  const act = useMutation({
    mutationFn: (verb: 'block' | 'unblock' | 'password') => staffAction(member.id, verb, member.version),
    onSuccess: (_m, verb) => after(verb === 'password' ? 'Пароль сброшен: ушло смс со ссылкой для нового.' : verb === 'block' ? 'Заблокирован(а): все сеансы завершены.' : 'Разблокирован(а).')(),
    onError: failed,
  });
  const names = member.shopIds.map((id) => shops.find((x) => x.id === id)?.name ?? `№${id}`);
  const blocked = member.state === 'blocked';
  const titleId = `staff-${member.id}`;
  return (
    <article className={s.card} aria-labelledby={titleId} data-testid={`staff-${member.phone}`}>
      <div className={s.head}>
        <h3 id={titleId} className={s.name}>{member.name}{self ? ' (вы)' : ''}</h3>
        <span className={blocked ? s.blocked : s.active}>{blocked ? 'Заблокирован' : 'Активен'}</span>
      </div>
      <p className={s.muted}>+{member.phone} · {STAFF_ROLE_NAMES[member.role]}</p>
      <p className={s.muted}>{member.role === 'site' ? 'Все магазины' : `Магазины: ${names.join(', ') || 'нет'}`}</p>
      <p className={s.muted}>Последний вход: {when(member.lastSignInAt)}</p>
      {editing && (
        <div className={s.form}>
          <Select label="Роль" value={role} onChange={(e) => setRole(e.target.value as Role)} error={problems.fields.role}>
            <option value="shop">{STAFF_ROLE_NAMES.shop}</option>
            <option value="site">{STAFF_ROLE_NAMES.site}</option>
          </Select>
          {role === 'shop' && <ShopChoice idPrefix={`m${member.id}`} shops={shops} value={shopIds} onChange={setShopIds} error={problems.fields.shopIds} />}
          <div className={s.actions}>
            <Button onClick={() => save.mutate()} loading={save.isPending} loadingText="Сохраняем…">Сохранить</Button>
            <Button variant="secondary" onClick={() => { setEditing(false); setRole(member.role); setShopIds(member.shopIds); }}>Отмена</Button>
          </div>
        </div>
      )}
      {(problems.all || problems.fields.id) && <p role="alert" className={s.error}>{problems.all ?? problems.fields.id}</p>}
      {!editing && problems.fields.role && <p role="alert" className={s.error}>{problems.fields.role}</p>}
      {done && <p role="status" className={s.ok}>{done}</p>}
      {!editing && (
        <div className={s.actions}>
          <Button variant="secondary" size="sm" onClick={() => { setRole(member.role); setShopIds(member.shopIds); setEditing(true); }}
            aria-label={`Изменить роль и магазины: ${member.name}`}>Изменить</Button>
          {!self && (
            <Button variant={blocked ? 'secondary' : 'danger'} size="sm" disabled={act.isPending}
              onClick={() => act.mutate(blocked ? 'unblock' : 'block')} aria-label={`${blocked ? 'Разблокировать' : 'Заблокировать'}: ${member.name}`}>
              {blocked ? 'Разблокировать' : 'Заблокировать'}
            </Button>
          )}
          <Button variant="secondary" size="sm" disabled={act.isPending} onClick={() => act.mutate('password')} aria-label={`Сбросить пароль: ${member.name}`}>Сбросить пароль</Button>
        </div>
      )}
    </article>
  );
}
