'use client';
// /admin-order/content: the home page's blocks in their order (the 'Главная страница' tab), each with
// its title, place and autoplay, and the slider's banners with image, link and dates. Saving a block
// sends its whole state at the version read (a stale one: the API's 409, said here) and the API
// revalidates the home pages it shows on. A banner's image is uploaded (stored as a good's photo is,
// its /media/photos/{hash}/1200 kept) or typed as an address under /media (the demo's /media/banners).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { AdminPageBlock } from '@/contract';
import { adminTabs } from '@/components/admin-orders/admin-tabs';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/field';
import { PageHead } from '@/components/ui/page-head';
import { TabLinks } from '@/components/ui/tabs';
import { homeBlocks, updateHomeBlock } from '@/lib/api/admin-content-browser';
import { adminKeys } from '@/lib/query/admin-keys';
import { errorsOf, type Errors } from './form-errors';
import { ImageField } from './image-field';
import { fromLocalInput, toLocalInput } from './shop-datetime';
import s from '@/components/ui/admin-records.module.css';

export type ShopOption = { id: number; name: string };
type BannerState = NonNullable<AdminPageBlock['banners']>[number];

const KINDS: Record<number, string> = { 1: 'Слайдер баннеров', 2: 'Скидки недели', 3: 'Подборки товаров', 4: 'Новости', 5: 'Товары' };


export function HomeBlocksPage({ viewer, shops }: { viewer: { name: string }; shops: ShopOption[] }) {
  const list = useQuery({ queryKey: adminKeys.homeBlocks, queryFn: homeBlocks, staleTime: 0 });
  const blocks = list.data ?? [];
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Личный кабинет', href: '/personal-area' }, { label: 'Главная страница' }]} />
      <PageHead title="Главная страница">
        <Link href="/personal-area">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(true, '/admin-order/content')} />
      <p className={s.muted} aria-live="polite">{list.isPending ? 'Загрузка…' : `Блоков: ${blocks.length}. Меньший порядок — выше на странице.`}</p>
      {list.isError && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      <ul className={s.list} data-testid="home-blocks">
        {blocks.map((b) => <li key={b.id}><BlockForm block={b} shops={shops} /></li>)}
      </ul>
    </div>
  );
}

const emptyBanner = (): BannerState => ({ image: '/media/banners/1.svg', name: '', title: '', linkUrl: '/', isTargetBlank: false, startsAt: null, endsAt: null });

function BlockForm({ block, shops }: { block: AdminPageBlock; shops: ShopOption[] }) {
  const client = useQueryClient();
  const [title, setTitle] = useState(block.title ?? '');
  const [position, setPosition] = useState(String(block.position));
  const [autoplay, setAutoplay] = useState(block.autoplay);
  const [banners, setBanners] = useState<BannerState[]>(block.banners ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () => updateHomeBlock(block.id, {
      title: title.trim() || null, position: Number(position), autoplay, version: block.version,
      ...(block.banners ? { banners } : {}),
    }),
    onSuccess: async () => { setSaved(true); await client.invalidateQueries({ queryKey: adminKeys.homeBlocks }); },
    onError: (e) => setErrors(errorsOf(e)),
  });
  const submit = (e: FormEvent) => { e.preventDefault(); setErrors({}); setSaved(false); save.mutate(); };
  const shop = block.shopId === null ? 'все магазины' : shops.find((sh) => sh.id === block.shopId)?.name ?? `магазин ${block.shopId}`;
  const titleId = `block-${block.id}`;
  const setBanner = (i: number, patch: Partial<BannerState>) => setBanners(banners.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <form className={s.card} onSubmit={submit} aria-labelledby={titleId} data-testid="home-block" noValidate>
      <header className={s.head}>
        <h2 id={titleId} className={s.code}>{KINDS[block.blockType] ?? `Блок ${block.blockType}`}{block.title ? `: ${block.title}` : ''}</h2>
        <span className={s.muted}>{shop}</span>
      </header>
      <div className={s.grid}>
        <TextField label="Заголовок" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
        <TextField label="Порядок" inputMode="numeric" value={position} onChange={(e) => setPosition(e.target.value)} error={errors.position} />
      </div>
      {block.blockType === 1 && <Checkbox label="Листать баннеры сами" checked={autoplay} onChange={(e) => setAutoplay(e.target.checked)} />}
      {block.banners && (
        <fieldset className={s.shops}>
          <legend className={s.legend}>Баннеры ({banners.length})</legend>
          {banners.map((b, i) => (
            <div key={i} className={s.preview} data-testid="banner-row">
              <div className={s.grid}>
                <TextField label={`Баннер ${i + 1}: название`} value={b.name} onChange={(e) => setBanner(i, { name: e.target.value })} error={errors[`banners.${i}.name`]} />
                <TextField label={`Баннер ${i + 1}: подпись`} value={b.title} onChange={(e) => setBanner(i, { title: e.target.value })} error={errors[`banners.${i}.title`]} />
                <TextField label={`Баннер ${i + 1}: ссылка`} value={b.linkUrl} onChange={(e) => setBanner(i, { linkUrl: e.target.value })} error={errors[`banners.${i}.linkUrl`]} />
                <TextField label={`Баннер ${i + 1}: начало показа`} type="datetime-local" value={toLocalInput(b.startsAt)}
                  onChange={(e) => setBanner(i, { startsAt: fromLocalInput(e.target.value) })} error={errors[`banners.${i}.startsAt`]} />
                <TextField label={`Баннер ${i + 1}: конец показа`} type="datetime-local" value={toLocalInput(b.endsAt)}
                  onChange={(e) => setBanner(i, { endsAt: fromLocalInput(e.target.value) })} error={errors[`banners.${i}.endsAt`]} />
              </div>
              <ImageField label={`Баннер ${i + 1}: изображение`} value={b.image} onChange={(image) => setBanner(i, { image })} error={errors[`banners.${i}.image`]}
                testId="banner-image-input" />
              <Checkbox label={`Баннер ${i + 1}: открывать в новой вкладке`} checked={b.isTargetBlank} onChange={(e) => setBanner(i, { isTargetBlank: e.target.checked })} />
              <div className={s.actions}>
                <Button size="lg" variant="secondary" disabled={i === 0} onClick={() => setBanners([...banners.slice(0, i - 1), b, banners[i - 1], ...banners.slice(i + 1)])}>Выше</Button>
                <Button size="lg" variant="danger" onClick={() => setBanners(banners.filter((_, j) => j !== i))}>Убрать баннер {i + 1}</Button>
              </div>
            </div>
          ))}
          {errors.banners && <p role="alert" className={s.error}>{errors.banners}</p>}
          <div><Button size="lg" variant="secondary" onClick={() => setBanners([...banners, emptyBanner()])}>Добавить баннер</Button></div>
        </fieldset>
      )}
      {errors[''] && <p role="alert" className={s.error}>{errors['']}</p>}
      {saved && <p className={s.on} role="status">Сохранено</p>}
      <div className={s.actions}><Button type="submit" size="lg" loading={save.isPending}>Сохранить блок</Button></div>
    </form>
  );
}
