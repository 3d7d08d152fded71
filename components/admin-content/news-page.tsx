'use client';
// /admin-order/news: the news items, newest first, hidden ones too; a form to add one or edit one
// (title, address, date on the shops' clock, shop, image by upload, the text as HTML the API stores
// sanitised), a switch to hide or show, and a deletion after a question. Every write names the
// version read (a stale one: the API's 409, said in the form) and the API revalidates the home and
// news pages it touches.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminNews, AdminNewsInput } from '@/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Checkbox, Select, TextArea, TextField } from '@/components/ui/field';
import { adminNews, createNews, deleteNews, updateNews } from '@/lib/api/admin-content-browser';
import { adminKeys } from '@/lib/query/admin-keys';
import { shopClock } from '@/domain/shop-day';
import { errorsOf, type Errors } from './form-errors';
import { ImageField } from './image-field';
import type { ShopOption } from './home-blocks-page';
import { RecordsFrame } from './records-frame';
import { fromLocalInput, shopDateText, toLocalInput } from './shop-datetime';
import s from '@/components/ui/admin-records.module.css';

export function NewsPage({ viewer, shops }: { viewer: { name: string }; shops: ShopOption[] }) {
  const list = useQuery({ queryKey: adminKeys.news, queryFn: adminNews, staleTime: 0 });
  const [editing, setEditing] = useState<AdminNews | 'new' | null>(null);
  const items = list.data ?? [];
  return (
    <RecordsFrame viewer={viewer} title="Новости" href="/admin-order/news" newLabel="Добавить новость" onNew={() => setEditing('new')}
      pending={list.isPending} failed={list.isError} countText={`Новостей: ${items.length}`} listTestId="news-items"
      form={editing === null ? null : (
        <NewsForm key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`} item={editing === 'new' ? null : editing}
          shops={shops} onDone={() => setEditing(null)} />
      )}>
      {items.map((n) => <li key={n.id}><NewsCard item={n} shops={shops} onEdit={() => setEditing(n)} /></li>)}
    </RecordsFrame>
  );
}

const fieldsOf = (n: AdminNews): AdminNewsInput => ({
  title: n.title, slug: n.slug, content: n.content, image: n.image, publishedAt: n.publishedAt, shopId: n.shopId, hidden: n.hidden,
});

function NewsCard({ item, shops, onEdit }: { item: AdminNews; shops: ShopOption[]; onEdit: () => void }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.news });
  const toggle = useMutation({
    mutationFn: () => updateNews(item.id, { ...fieldsOf(item), hidden: !item.hidden, version: item.version }),
    onMutate: () => setError(null),
    onSuccess: refresh,
    onError: (e) => setError(Object.values(errorsOf(e))[0]),
  });
  const shop = item.shopId === null ? 'все магазины' : shops.find((sh) => sh.id === item.shopId)?.name ?? `магазин ${item.shopId}`;
  const titleId = `news-${item.id}`;
  return (
    <article className={s.card} aria-labelledby={titleId} data-testid="news-item">
      <header className={s.head}>
        <h2 id={titleId} className={s.code}>{item.title}</h2>
        <span className={item.hidden ? s.off : s.on}>{item.hidden ? 'Скрыта' : 'Показана'}</span>
      </header>
      <p className={s.text}>{shopDateText(item.publishedAt)} · {shop} · /news/{item.slug}</p>
      {error && <p role="alert" className={s.error}>{error}</p>}
      <div className={s.actions}>
        <Button size="lg" variant="secondary" onClick={onEdit}>Изменить</Button>
        <Button size="lg" variant="secondary" onClick={() => toggle.mutate()} loading={toggle.isPending}>{item.hidden ? 'Показать' : 'Скрыть'}</Button>
        <Button size="lg" variant="danger" onClick={() => setAsking(true)}>Удалить</Button>
      </div>
      {asking && (
        <ConfirmDialog title={`Удалить новость «${item.title}»?`} tone="danger" confirmLabel="Удалить" cancelLabel="Отмена" testId="news-delete"
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            setError(null);
            try {
              await deleteNews(item.id, item.version);
              await refresh();
            } catch (e) {
              setError(Object.values(errorsOf(e))[0]);
            }
          }}>
          Новость исчезнет с сайта. Чтобы убрать её на время, нажмите «Скрыть».
        </ConfirmDialog>
      )}
    </article>
  );
}

function NewsForm({ item, shops, onDone }: { item: AdminNews | null; shops: ShopOption[]; onDone: () => void }) {
  const client = useQueryClient();
  // a new item is dated now, read once when the form opens
  const [f, setF] = useState(() => ({
    title: item?.title ?? '', slug: item?.slug ?? '', content: item?.content ?? '', image: item?.image ?? '',
    publishedAt: item ? toLocalInput(item.publishedAt) : shopClock(Date.now()), shopId: item?.shopId?.toString() ?? '', hidden: item?.hidden ?? false,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<typeof f>) => setF({ ...f, ...patch });
  const save = useMutation({
    mutationFn: () => {
      const body: AdminNewsInput = {
        title: f.title, slug: f.slug.trim(), content: f.content, image: f.image.trim() || null,
        // an empty date is sent as such: the API says what it wants
        publishedAt: fromLocalInput(f.publishedAt) ?? '', shopId: f.shopId ? Number(f.shopId) : null, hidden: f.hidden,
      };
      return item ? updateNews(item.id, { ...body, version: item.version }) : createNews(body);
    },
    onSuccess: async () => { await client.invalidateQueries({ queryKey: adminKeys.news }); onDone(); },
    onError: (e) => setErrors(errorsOf(e)),
  });
  const submit = (e: FormEvent) => { e.preventDefault(); setErrors({}); save.mutate(); };
  return (
    <form className={s.form} onSubmit={submit} aria-labelledby="news-form-title" data-testid="news-form" noValidate>
      <h2 id="news-form-title" className={s.formTitle}>{item ? `Новость «${item.title}»` : 'Новая новость'}</h2>
      <div className={s.grid}>
        <TextField label="Заголовок" value={f.title} onChange={(e) => set({ title: e.target.value })} error={errors.title} required />
        <TextField label="Адрес" value={f.slug} onChange={(e) => set({ slug: e.target.value })} error={errors.slug} required
          hint="Латиницей через дефис: /news/otkrytie-magazina" autoCapitalize="off" spellCheck={false} />
        <TextField label="Дата (время Москвы)" type="datetime-local" value={f.publishedAt} onChange={(e) => set({ publishedAt: e.target.value })}
          error={errors.publishedAt} required />
        <Select label="Магазин" value={f.shopId} onChange={(e) => set({ shopId: e.target.value })} error={errors.shopId}>
          <option value="">Все магазины</option>
          {shops.map((sh) => <option key={sh.id} value={sh.id}>{sh.name}</option>)}
        </Select>
      </div>
      <ImageField label="Изображение" value={f.image} onChange={(image) => set({ image })} error={errors.image} testId="news-image-input" />
      <TextArea label="Текст" rows={8} value={f.content} onChange={(e) => set({ content: e.target.value })} error={errors.content} required
        hint="HTML: абзацы <p>, списки, ссылки, <b>, <i>, изображения; остальное сайт уберёт при сохранении." />
      <Checkbox label="Скрыть с сайта" checked={f.hidden} onChange={(e) => set({ hidden: e.target.checked })} />
      {errors[''] && <p role="alert" className={s.error}>{errors['']}</p>}
      <div className={s.actions}>
        <Button type="submit" size="lg" loading={save.isPending}>{item ? 'Сохранить' : 'Добавить'}</Button>
        <Button size="lg" variant="secondary" onClick={onDone}>Отмена</Button>
      </div>
    </form>
  );
}
