'use client';
// The loyalty card block (checkout-account-admin spec §4 "Profile blocks", §5, §6): view → edit (the
// card's 13 digits and its password, behind the auth forms' captcha) → view. While one of the
// customer's orders awaits online payment the card cannot change (the API refuses it too), and the
// block says so instead of offering the edit.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkCard, checkCardPassword } from '@/domain/profile';
import { useCaptcha } from '@/components/auth/captcha';
import { Banner, PasswordField } from '@/components/auth/fields';
import { rulesResolver } from '@/components/auth/resolver';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { profileApi } from '@/lib/api/profile-browser';
import s from './profile.module.css';

type Values = { card: string; password: string };

type Props = {
  card: string | null;
  confirmed: boolean;
  /** the order awaiting online payment, if any: the card is locked meanwhile */
  awaitingOrderId: number | null;
  onChanged: () => Promise<void>;
};

const rules = (v: Values) => ({ card: checkCard(v.card) ?? undefined, password: checkCardPassword(v.password) ?? undefined });

export function CardBlock({ card, confirmed, awaitingOrderId, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const captcha = useCaptcha();
  const form = useForm<Values>({ resolver: rulesResolver(rules), defaultValues: { card: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    setBanner(null);
    const token = await captcha.execute();
    const out = await profileApi.signInCard({ card: v.card.replace(/\s/g, ''), password: v.password, captchaToken: token });
    captcha.reset();
    if (!out.ok) {
      const named = (out.failure.violations ?? []).filter((x) => x.propertyPath === 'card' || x.propertyPath === 'password');
      for (const x of named) form.setError(x.propertyPath as keyof Values, { type: 'server', message: x.message });
      if (!named.length) setBanner({ tone: 'error', text: out.failure.description ?? 'Не удалось привязать карту. Повторите попытку.' });
      return;
    }
    await onChanged();
    form.reset({ card: '', password: '' });
    setEditing(false);
    setBanner({ tone: 'success', text: 'Карта привязана' });
  });

  return (
    <Panel title="Карта лояльности" data-testid="profile-card">
      {banner && <Banner tone={banner.tone}>{banner.text}</Banner>}
      {!editing ? (
        <>
          <p className={s.value}>
            <span data-testid="value">{card ?? 'Карта не привязана'}</span>
            {card && <span className={s.state} data-ok={confirmed}>{confirmed ? 'подтверждена' : 'не подтверждена'}</span>}
          </p>
          {awaitingOrderId !== null
            ? <p className={s.muted} data-testid="card-locked">Карту нельзя изменить, пока заказ № {awaitingOrderId} ожидает оплаты.</p>
            : (
              <div className={s.actions}>
                <Button variant="secondary" onClick={() => { setBanner(null); setEditing(true); }}>{card ? 'Изменить карту' : 'Привязать карту'}</Button>
              </div>
            )}
        </>
      ) : (
        <form className={s.form} onSubmit={submit} noValidate aria-label="Карта лояльности">
          <TextField label="Номер карты" inputMode="numeric" autoComplete="off" maxLength={20} autoFocus error={errors.card?.message} {...form.register('card')} />
          <PasswordField label="Пароль карты" autoComplete="off" error={errors.password?.message} {...form.register('password')} />
          {captcha.element}
          <div className={s.actions}>
            <Button type="submit" loading={isSubmitting}>Сохранить</Button>
            <Button variant="ghost" onClick={() => { setBanner(null); form.reset({ card: '', password: '' }); setEditing(false); }}>Отмена</Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
