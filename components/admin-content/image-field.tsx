'use client';
// A banner's or news item's image in a back-office form: its preview, and an upload from the file
// picker (the file checked and stored by the API as a good's photo is, POST /api/admin/content-images,
// with its progress), or its address on this site typed by hand (/media/…) for the drawn demo art.
import { useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api/client';
import { uploadContentImage } from '@/lib/api/photos-browser';
import { photoSrcSet } from '@/domain/photos';
import s from './image-field.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

function reason(e: unknown): string {
  if (isApiError(e)) {
    if (e.violations.length) return e.violations.map((v) => v.message).join(' ');
    if (e.description) return e.description;
  }
  return 'Не удалось загрузить файл. Проверьте связь и повторите попытку.';
}

type Props = { label: string; value: string; onChange: (url: string) => void; error?: string; testId?: string };

export function ImageField({ label, value, onChange, error, testId }: Props) {
  const [share, setShare] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function send(file: File | undefined) {
    if (!file) return;
    setFailed(null);
    setShare(0);
    try {
      onChange((await uploadContentImage(file, setShare)).url);
    } catch (e) {
      setFailed(reason(e));
    } finally {
      setShare(null);
      if (input.current) input.current.value = '';
    }
  }

  const uploading = share !== null;
  return (
    <div className={s.field}>
      {value && (
        <img className={s.preview} src={value} srcSet={photoSrcSet(value, 600)} sizes="(min-width: 768px) 360px, 100vw" alt={`${label}: предпросмотр`} />
      )}
      <TextField label={label} value={value} onChange={(e) => onChange(e.target.value)} error={error}
        hint="Загрузите файл или укажите адрес на сайте: /media/…" />
      <input ref={input} id={inputId} type="file" accept={ACCEPT} className={s.fileInput} disabled={uploading}
        data-testid={testId} onChange={(e) => void send(e.target.files?.[0])} />
      <label htmlFor={inputId} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
        {uploading ? 'Загрузка…' : `${label}: загрузить файл`}
      </label>
      {uploading && <progress className={s.progress} max={1} value={share} aria-label={`${label}: загрузка`} />}
      {failed && <p role="alert" className={s.error}>{failed}</p>}
    </div>
  );
}
