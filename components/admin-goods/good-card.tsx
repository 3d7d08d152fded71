'use client';
// /admin-order/goods/{id}: a good's card for site admins. Its photos in order (the first is the main
// one), each moved up or down by buttons (no drag needed on a phone) or deleted; new ones uploaded
// from the file picker or dropped on the box, several at once, one request each with its progress
// bar; the API's Russian reasons shown for a refused file. Below (beside, on a desktop), the photos
// as the product page shows them (its own Gallery); above them the description and whether shoppers
// see the good (good-details.tsx). The API revalidates the good's pages.
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useRef, useState, type DragEvent } from 'react';
import type { AdminGood, GoodPhotos } from '@/contract';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Gallery } from '@/components/product/gallery';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button, buttonClass } from '@/components/ui/button';
import { PageHead } from '@/components/ui/page-head';
import { TabLinks } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api/client';
import { arrangePhotos, uploadPhoto } from '@/lib/api/photos-browser';
import { GoodDetails } from './good-details';
import s from './goods.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

type Upload = { key: string; name: string; share: number; error?: string; done?: boolean };

/** The API's words for a failure: its violations, else its description, else a general line. */
function reason(e: unknown): string {
  if (isApiError(e)) {
    if (e.violations.length) return e.violations.map((v) => v.message).join(' ');
    if (e.description) return e.description;
  }
  return 'Не удалось выполнить действие. Проверьте связь и повторите попытку.';
}

export function GoodCard({ viewer, goodId, initial, details }: { viewer: { name: string }; goodId: number; initial: GoodPhotos | null; details: AdminGood | null }) {
  const [data, setData] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const uploading = uploads.some((u) => !u.done && !u.error);

  const arrange = useMutation({
    mutationFn: (hashes: string[]) => arrangePhotos(goodId, hashes),
    onMutate: () => setError(null),
    onSuccess: setData,
    onError: (e) => setError(reason(e)),
  });

  async function send(files: File[]) {
    if (files.length === 0) return;
    setError(null);
    const batch = files.map((f, i) => ({ key: `${Date.now()}-${i}-${f.name}`, name: f.name, share: 0 }));
    setUploads(batch);
    const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
    // one at a time: the API decodes each file, and a phone's connection is shared
    for (const [i, file] of files.entries()) {
      const { key } = batch[i];
      try {
        setData(await uploadPhoto(goodId, file, (share) => patch(key, { share })));
        patch(key, { share: 1, done: true });
      } catch (e) {
        patch(key, { error: reason(e) });
      }
    }
    if (input.current) input.current.value = '';
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!uploading) void send([...e.dataTransfer.files]);
  };

  const photos = data?.photos ?? [];
  const hashes = photos.map((p) => p.hash);
  const move = (from: number, to: number) => {
    const next = [...hashes];
    const [h] = next.splice(from, 1);
    next.splice(to, 0, h);
    arrange.mutate(next);
  };
  const busy = arrange.isPending || uploading;
  const name = data?.name ?? `Товар ${goodId}`;

  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Товары', href: '/admin-order/goods' }, { label: name }]} />
      <PageHead title="Карточка товара">
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(true, '/admin-order/goods')} />
      <h2 className={s.goodName}>{name}</h2>
      <p className={s.muted}>
        Код {goodId} · <Link href={`/product/${goodId}`} prefetch={false}>Страница товара в магазине</Link>
      </p>
      {!data && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      {details && <div className={s.details}><GoodDetails goodId={goodId} initial={details} /></div>}
      {data && (
        <div className={s.columns}>
          <section className={s.card} aria-labelledby="photos-title" aria-busy={busy || undefined}>
            <h2 id="photos-title">Фотографии</h2>
            <div
              className={`${s.drop} ${over ? s.dropOver : ''}`}
              onDragOver={(e) => { e.preventDefault(); setOver(true); }}
              onDragLeave={() => setOver(false)}
              onDrop={onDrop}
            >
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={ACCEPT}
                multiple
                className={s.fileInput}
                disabled={uploading}
                data-testid="photo-input"
                onChange={(e) => void send([...(e.target.files ?? [])])}
              />
              <label htmlFor={inputId} className={buttonClass({ size: 'lg', block: true })}>
                {uploading ? 'Загрузка…' : 'Добавить фотографии'}
              </label>
              <p className={s.muted}>JPEG, PNG, WebP или AVIF, до 20 МБ каждая; можно перетащить файлы сюда.</p>
            </div>
            {uploads.length > 0 && (
              <ul className={s.uploads} aria-live="polite" data-testid="uploads">
                {uploads.map((u) => (
                  <li key={u.key} className={s.upload}>
                    <span className={s.uploadName}>
                      {u.name}: {u.error ? 'не загружено' : u.done ? 'загружено' : `${Math.round(u.share * 100)}%`}
                    </span>
                    {!u.error && <progress max={1} value={u.share} aria-label={`Загрузка ${u.name}`} />}
                    {u.error && <p role="alert" className={s.error}>{u.error}</p>}
                  </li>
                ))}
              </ul>
            )}
            {error && <p role="alert" className={s.error}>{error}</p>}
            {photos.length === 0 && <p className={s.muted}>Фотографий нет: в магазине показан рисунок.</p>}
            <ol className={s.photos} data-testid="admin-photos">
              {photos.map((p, i) => (
                <li key={p.hash} className={s.photo} data-testid="admin-photo" data-hash={p.hash}>
                  <img src={p.thumb} alt={`Фото ${i + 1}`} width={96} height={96} loading="lazy" />
                  <div>
                    <p className={s.photoLabel}>{i === 0 ? 'Фото 1 — главное' : `Фото ${i + 1}`}</p>
                    <div className={s.photoActions}>
                      <Button variant="secondary" size="lg" disabled={busy || i === 0} onClick={() => move(i, i - 1)}
                        aria-label={`Фото ${i + 1}: выше`}>Выше</Button>
                      <Button variant="secondary" size="lg" disabled={busy || i === photos.length - 1} onClick={() => move(i, i + 1)}
                        aria-label={`Фото ${i + 1}: ниже`}>Ниже</Button>
                      <Button variant="danger" size="lg" disabled={busy} onClick={() => arrange.mutate(hashes.filter((h) => h !== p.hash))}
                        aria-label={`Фото ${i + 1}: удалить`}>Удалить</Button>
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <section className={s.card} aria-labelledby="preview-title">
            <h2 id="preview-title">Как в магазине</h2>
            {photos.length > 0
              ? <div className={s.preview} data-testid="storefront-preview"><Gallery images={photos.map((p) => ({ src: p.normal, thumb: p.thumb }))} alt={name} /></div>
              : <p className={s.muted}>Покупатель увидит рисунок товара.</p>}
          </section>
        </div>
      )}
    </div>
  );
}
