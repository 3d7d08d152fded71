'use client';
// The good's card in the back office, beside its photos: the description (HTML of the storefront's
// allowlist; the API drops anything else) and whether shoppers see the good. Saved with the version
// it read: someone else's save in between is the API's 409, shown in its Russian words. The API
// revalidates the product page and, when shown or hidden, its listings.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminGood } from '@/contract';
import { MAX_GOOD_DESCRIPTION } from '@/contract/limits';
import { Button } from '@/components/ui/button';
import { Checkbox, TextArea } from '@/components/ui/field';
import { isApiError } from '@/lib/api/client';
import { saveAdminGood } from '@/lib/api/photos-browser';
import s from './goods.module.css';

function reason(e: unknown): { message: string; fields: Record<string, string> } {
  if (isApiError(e)) {
    const fields = Object.fromEntries(e.violations.map((v) => [v.propertyPath, v.message]));
    return { message: e.description ?? 'Не удалось сохранить.', fields };
  }
  return { message: 'Не удалось сохранить. Проверьте связь и повторите попытку.', fields: {} };
}

export function GoodDetails({ goodId, initial }: { goodId: number; initial: AdminGood }) {
  const [good, setGood] = useState(initial);
  const [description, setDescription] = useState(initial.description ?? '');
  const [shown, setShown] = useState(!initial.isHidden);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () => saveAdminGood(goodId, { version: good.version, description: description.trim() === '' ? null : description, isHidden: !shown }),
    onMutate: () => setSaved(false),
    onSuccess: (next) => {
      setGood(next);
      setDescription(next.description ?? '');
      setShown(!next.isHidden);
      setSaved(true);
    },
  });
  const failure = save.error ? reason(save.error) : null;
  const changed = description !== (good.description ?? '') || shown === good.isHidden;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };

  return (
    <section className={s.card} aria-labelledby="details-title">
      <h2 id="details-title">Описание и показ</h2>
      <form className={s.form} onSubmit={submit} noValidate data-testid="good-details">
        <Checkbox
          label="Показывать товар покупателям"
          hint={shown ? 'Товар виден в каталоге, поиске и на своей странице.' : 'Товар скрыт: его нет в каталоге и поиске, страница товара не открывается.'}
          checked={shown}
          onChange={(e) => setShown(e.target.checked)}
          error={failure?.fields.isHidden}
        />
        <TextArea
          label="Описание"
          hint="Абзацы <p>, списки <ul>/<ol>, <b>, <i>, ссылки <a>; остальная разметка удаляется при сохранении."
          rows={8}
          maxLength={MAX_GOOD_DESCRIPTION}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={failure?.fields.description}
        />
        {failure && <p role="alert" className={s.error}>{failure.message}</p>}
        {saved && !changed && <p role="status" className={s.muted}>Сохранено. Страницы товара в магазине обновятся в течение минуты.</p>}
        <Button type="submit" size="lg" block disabled={save.isPending || !changed}>{save.isPending ? 'Сохранение…' : 'Сохранить'}</Button>
      </form>
    </section>
  );
}
