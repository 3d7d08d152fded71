'use client';
// The staff page's «Обмен с 1С» section (decision 194): the accounts 1C signs in to the exchange
// with, a new one by login and password (typed here, to be typed into 1C's settings too; no SMS),
// and a block (its exchange session ends at once) or unblock at the version the card shows.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ExchangeAccount } from '@/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api/client';
import { createExchangeAccount, exchangeAccountAction, exchangeAccounts } from '@/lib/api/staff-browser';
import s from './staff.module.css';

const KEY = ['admin', 'exchange-accounts'] as const;
type Problems = { all: string | null; fields: Record<string, string> };
const none: Problems = { all: null, fields: {} };

function problemsOf(e: unknown): Problems {
  if (!isApiError(e)) return { all: 'Не удалось выполнить действие. Повторите попытку.', fields: {} };
  const fields = Object.fromEntries(e.violations.map((v) => [v.propertyPath, v.message]));
  return { all: e.violations.length ? null : e.description ?? 'Не удалось выполнить действие.', fields };
}

const when = (iso: string | null) => (iso
  ? new Date(iso).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
  : 'ещё не входила');

export function ExchangeAccounts() {
  const list = useQuery({ queryKey: KEY, queryFn: exchangeAccounts, staleTime: 0 });
  return (
    <section className={s.section} aria-labelledby="exchange-accounts-title" data-testid="exchange-accounts">
      <h2 id="exchange-accounts-title" className={s.formTitle}>Обмен с 1С</h2>
      <p className={s.muted}>Учётные записи, с которыми 1С входит в обмен товарами и заказами. В управление магазином они не входят.</p>
      <NewAccount />
      {list.isError && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      {list.isPending && <p className={s.muted}>Загрузка…</p>}
      <ul className={s.list} aria-label="Учётные записи обмена с 1С">
        {list.data?.map((a) => <li key={a.id}><AccountCard account={a} /></li>)}
      </ul>
    </section>
  );
}

function NewAccount() {
  const client = useQueryClient();
  const [f, setF] = useState({ name: '', login: '', password: '' });
  const [problems, setProblems] = useState<Problems>(none);
  const [done, setDone] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createExchangeAccount(f),
    onSuccess: (a) => {
      setDone(`Учётная запись «${a.login}» создана: укажите этот логин и пароль в настройках обмена 1С.`);
      setF({ name: '', login: '', password: '' }); setProblems(none);
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => { setDone(null); setProblems(problemsOf(e)); },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); create.mutate(); };
  return (
    <form className={s.form} onSubmit={submit} aria-labelledby="new-exchange-title" data-testid="new-exchange-account" noValidate>
      <h3 id="new-exchange-title" className={s.formTitle}>Новая учётная запись обмена</h3>
      <TextField label="Название" value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} error={problems.fields.name}
        hint="Например: 1С центрального офиса" autoComplete="off" />
      <TextField label="Логин" value={f.login} onChange={(e) => setF({ ...f, login: e.target.value })} error={problems.fields.login}
        hint="Латиницей или телефон цифрами" autoComplete="off" autoCapitalize="off" spellCheck={false} />
      <TextField label="Пароль" type="password" value={f.password} onChange={(e) => setF({ ...f, password: e.target.value })} error={problems.fields.password}
        hint="Не короче 10 символов" autoComplete="new-password" />
      {problems.all && <p role="alert" className={s.error}>{problems.all}</p>}
      {done && <p role="status" className={s.ok}>{done}</p>}
      <div className={s.actions}><Button type="submit" loading={create.isPending} loadingText="Создаём…">Создать</Button></div>
    </form>
  );
}

function AccountCard({ account }: { account: ExchangeAccount }) {
  const client = useQueryClient();
  const [problems, setProblems] = useState<Problems>(none);
  const [done, setDone] = useState<string | null>(null);
  const blocked = account.state === 'blocked';
  const act = useMutation({
    mutationFn: () => exchangeAccountAction(account.id, blocked ? 'unblock' : 'block', account.version),
    onSuccess: () => {
      setProblems(none); setDone(blocked ? 'Разблокирована.' : 'Заблокирована: сеанс обмена завершён.');
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => { setDone(null); setProblems(problemsOf(e)); void client.invalidateQueries({ queryKey: KEY }); },
  });
  const titleId = `exchange-account-${account.id}`;
  return (
    <article className={s.card} aria-labelledby={titleId} data-testid={`exchange-${account.login}`}>
      <div className={s.head}>
        <h3 id={titleId} className={s.name}>{account.name}</h3>
        <span className={blocked ? s.blocked : s.active}>{blocked ? 'Заблокирована' : 'Активна'}</span>
      </div>
      <p className={s.muted}>Логин: {account.login} · Обмен с 1С</p>
      <p className={s.muted}>Последний вход: {when(account.lastSignInAt)}</p>
      {(problems.all || Object.values(problems.fields)[0]) && <p role="alert" className={s.error}>{problems.all ?? Object.values(problems.fields)[0]}</p>}
      {done && <p role="status" className={s.ok}>{done}</p>}
      <div className={s.actions}>
        <Button variant={blocked ? 'secondary' : 'danger'} disabled={act.isPending} onClick={() => act.mutate()}
          aria-label={`${blocked ? 'Разблокировать' : 'Заблокировать'}: ${account.login}`}>
          {blocked ? 'Разблокировать' : 'Заблокировать'}
        </Button>
      </div>
    </article>
  );
}
