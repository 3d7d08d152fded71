'use client';
// /admin-order/pages: the FAQ's questions in their order (add, edit, move up or down, delete after a
// question) and the rules page's text, both as HTML the API stores sanitised. Every write names the
// version read (a stale one: the API's 409, said where the admin acted) and the API revalidates every
// shop's /faq or /rules. The shop's own terms (delivery, minimum, pickup, payment) are not here: the
// storefront writes them from the shop's settings, after the first two questions (decision 193).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminFaqItem, AdminSiteText } from '@/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextArea, TextField } from '@/components/ui/field';
import {
  adminFaq, createFaqItem, deleteFaqItem, reorderFaq, rulesText, updateFaqItem, updateRulesText,
} from '@/lib/api/admin-content-browser';
import { adminKeys } from '@/lib/query/admin-keys';
import { errorsOf, type Errors } from './form-errors';
import { RecordsFrame } from './records-frame';
import s from '@/components/ui/admin-records.module.css';

const HTML_HINT = 'HTML: абзацы <p>, списки, ссылки, <b>, <i>; остальное сайт уберёт при сохранении.';

type Editing = AdminFaqItem | 'new' | 'rules' | null;

export function InfoPagesPage({ viewer }: { viewer: { name: string } }) {
  const list = useQuery({ queryKey: adminKeys.faq, queryFn: adminFaq, staleTime: 0 });
  const rules = useQuery({ queryKey: adminKeys.rulesText, queryFn: rulesText, staleTime: 0 });
  const [editing, setEditing] = useState<Editing>(null);
  const items = list.data ?? [];
  let form = null;
  if (editing === 'rules') {
    form = rules.data ? <RulesForm key={rules.data.version} text={rules.data} onDone={() => setEditing(null)} /> : null;
  } else if (editing !== null) {
    form = <FaqForm key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`} item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  }
  return (
    <RecordsFrame viewer={viewer} title="Вопросы и правила" href="/admin-order/pages" newLabel="Добавить вопрос" onNew={() => setEditing('new')}
      pending={list.isPending} failed={list.isError || rules.isError} countText={`Вопросов: ${items.length}`} listTestId="faq-items"
      form={form}>
      <li><RulesCard text={rules.data} onEdit={() => setEditing('rules')} /></li>
      {items.map((q, i) => (
        <li key={q.id}><FaqCard item={q} items={items} index={i} onEdit={() => setEditing(q)} /></li>
      ))}
    </RecordsFrame>
  );
}

/** The answer as a line of plain text, for the card. */
const excerpt = (html: string) => {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

function RulesCard({ text, onEdit }: { text: AdminSiteText | undefined; onEdit: () => void }) {
  return (
    <article className={s.card} aria-labelledby="rules-text-title" data-testid="rules-text-card">
      <header className={s.head}>
        <h2 id="rules-text-title" className={s.code}>Текст страницы «Правила предзаказа»</h2>
      </header>
      <p className={s.text}>{text === undefined ? 'Загрузка…' : (excerpt(text.html) || 'Нет текста: страница начнётся с шагов заказа.')}</p>
      <div className={s.actions}>
        <Button size="lg" variant="secondary" onClick={onEdit} disabled={text === undefined}>Изменить текст правил</Button>
      </div>
    </article>
  );
}

function FaqCard({ item, items, index, onEdit }: { item: AdminFaqItem; items: AdminFaqItem[]; index: number; onEdit: () => void }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.faq });
  const move = useMutation({
    mutationFn: (by: -1 | 1) => {
      const order = items.map(({ id, version }) => ({ id, version }));
      [order[index], order[index + by]] = [order[index + by], order[index]];
      return reorderFaq({ items: order });
    },
    onMutate: () => setError(null),
    onSuccess: (fresh) => client.setQueryData(adminKeys.faq, fresh),
    onError: async (e) => { setError(Object.values(errorsOf(e))[0]); await refresh(); },
  });
  const titleId = `faq-${item.id}`;
  return (
    <article className={s.card} aria-labelledby={titleId} data-testid="faq-item">
      <header className={s.head}>
        <h2 id={titleId} className={s.code}>{index + 1}. {item.question}</h2>
      </header>
      <p className={s.text}>{excerpt(item.answer)}</p>
      <p className={s.text}>/faq#{item.anchor}</p>
      {error && <p role="alert" className={s.error}>{error}</p>}
      <div className={s.actions}>
        <Button size="lg" variant="secondary" onClick={onEdit}>Изменить</Button>
        <Button size="lg" variant="secondary" onClick={() => move.mutate(-1)} disabled={index === 0 || move.isPending}>Выше</Button>
        <Button size="lg" variant="secondary" onClick={() => move.mutate(1)} disabled={index === items.length - 1 || move.isPending}>Ниже</Button>
        <Button size="lg" variant="danger" onClick={() => setAsking(true)}>Удалить</Button>
      </div>
      {asking && (
        <ConfirmDialog title={`Удалить вопрос «${item.question}»?`} tone="danger" confirmLabel="Удалить" cancelLabel="Отмена" testId="faq-delete"
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            setError(null);
            try {
              await deleteFaqItem(item.id, item.version);
              await refresh();
            } catch (e) {
              setError(Object.values(errorsOf(e))[0]);
            }
          }}>
          Вопрос и ответ исчезнут со страницы «Вопросы и ответы» во всех магазинах.
        </ConfirmDialog>
      )}
    </article>
  );
}

function FaqForm({ item, onDone }: { item: AdminFaqItem | null; onDone: () => void }) {
  const client = useQueryClient();
  const [f, setF] = useState({ question: item?.question ?? '', answer: item?.answer ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: () => (item ? updateFaqItem(item.id, { ...f, version: item.version }) : createFaqItem(f)),
    onSuccess: async () => { await client.invalidateQueries({ queryKey: adminKeys.faq }); onDone(); },
    onError: (e) => setErrors(errorsOf(e)),
  });
  const submit = (e: FormEvent) => { e.preventDefault(); setErrors({}); save.mutate(); };
  return (
    <form className={s.form} onSubmit={submit} aria-labelledby="faq-form-title" data-testid="faq-form" noValidate>
      <h2 id="faq-form-title" className={s.formTitle}>{item ? `Вопрос «${item.question}»` : 'Новый вопрос'}</h2>
      <TextField label="Вопрос" value={f.question} onChange={(e) => setF({ ...f, question: e.target.value })} error={errors.question} required />
      <TextArea label="Ответ" rows={8} value={f.answer} onChange={(e) => setF({ ...f, answer: e.target.value })} error={errors.answer} required hint={HTML_HINT} />
      {errors[''] && <p role="alert" className={s.error}>{errors['']}</p>}
      <div className={s.actions}>
        <Button type="submit" size="lg" loading={save.isPending}>{item ? 'Сохранить' : 'Добавить'}</Button>
        <Button size="lg" variant="secondary" onClick={onDone}>Отмена</Button>
      </div>
    </form>
  );
}

function RulesForm({ text, onDone }: { text: AdminSiteText; onDone: () => void }) {
  const client = useQueryClient();
  const [html, setHtml] = useState(text.html);
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: () => updateRulesText({ html, version: text.version }),
    onSuccess: async (fresh) => { client.setQueryData(adminKeys.rulesText, fresh); onDone(); },
    onError: async (e) => { setErrors(errorsOf(e)); },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); setErrors({}); save.mutate(); };
  return (
    <form className={s.form} onSubmit={submit} aria-labelledby="rules-form-title" data-testid="rules-form" noValidate>
      <h2 id="rules-form-title" className={s.formTitle}>Текст страницы «Правила предзаказа»</h2>
      <TextArea label="Текст над шагами заказа" rows={8} value={html} onChange={(e) => setHtml(e.target.value)} error={errors.html}
        hint={`${HTML_HINT} Пусто — страница начнётся с шагов.`} />
      {errors[''] && <p role="alert" className={s.error}>{errors['']}</p>}
      <div className={s.actions}>
        <Button type="submit" size="lg" loading={save.isPending}>Сохранить</Button>
        <Button size="lg" variant="secondary" onClick={onDone}>Отмена</Button>
      </div>
    </form>
  );
}
