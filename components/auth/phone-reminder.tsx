'use client';
// The phone reminder (storefront spec §2, §4, §9): a signed-in customer whose phone is not confirmed
// is asked to confirm it, unless they dismissed the reminder in the last 7 days (a timestamp in local
// storage, no customer data). 'Подтвердить' sends an SMS code and takes it here (the API's
// phone-confirmation calls); 'Указать другой номер' goes to /personal-area/profile; 'Напомнить
// позже' dismisses it.
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { codeDigits, formatCountdown, MESSAGES, showPhoneReminder, validateSmsCode, type SmsCodeValues } from '@/domain/auth-forms';
import { phoneConfirmationApi } from '@/lib/api/auth-browser';
import { Banner, CodeField } from './fields';
import { rulesResolver } from './resolver';
import { updateSession, type SessionUser } from './session-store';
import { useResendTimer } from './use-resend-timer';
import s from './auth.module.css';

export const REMINDER_KEY = 'phone_reminder_dismissed_at';

function dismissedAt(): number | null {
  try {
    const v = window.localStorage.getItem(REMINDER_KEY);
    return v === null ? null : Number(v);
  } catch {
    return null;
  }
}

export default function PhoneReminder({ user }: { user: SessionUser }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [visible, setVisible] = useState(false);
  const [confirmToken, setConfirmToken] = useState<string | null>(null);
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const timer = useResendTimer('phone');
  const form = useForm<SmsCodeValues>({ resolver: rulesResolver(validateSmsCode), defaultValues: { smsCode: '' } });

  useEffect(() => setVisible(showPhoneReminder(user, dismissedAt(), Date.now())), [user]);
  useEffect(() => {
    if (visible && ref.current && !ref.current.open) ref.current.showModal();
  }, [visible]);

  useEffect(() => {
    if (!done) return;
    // the success message stays a moment before the reminder goes
    const t = window.setTimeout(() => ref.current?.close(), 1500);
    return () => window.clearTimeout(t);
  }, [done]);

  const dismiss = () => {
    try {
      window.localStorage.setItem(REMINDER_KEY, String(Date.now()));
    } catch {
      // private mode: it shows again on the next page
    }
    ref.current?.close();
  };

  const send = async () => {
    setBanner(null);
    const out = await phoneConfirmationApi.send(user.id);
    if (!out.ok) {
      setBanner({ tone: 'error', text: out.failure.description ?? 'Не удалось отправить код. Повторите попытку позже.' });
      return;
    }
    timer.start(out.data.resendTime);
    setConfirmToken(out.data.confirmToken);
  };

  const confirm = form.handleSubmit(async ({ smsCode }) => {
    if (!confirmToken) return;
    const out = await phoneConfirmationApi.confirm(user.id, confirmToken, codeDigits(smsCode));
    if (!out.ok) {
      if (out.failure.attemptsLeft === 0) {
        setConfirmToken(null);
        setBanner({ tone: 'error', text: out.failure.description ?? MESSAGES.wrongSmsCode });
        return;
      }
      form.setError('smsCode', { type: 'server', message: out.failure.violations?.[0]?.message ?? out.failure.description ?? MESSAGES.wrongSmsCode });
      return;
    }
    setBanner({ tone: out.data.result ? 'success' : 'error', text: out.data.message });
    if (out.data.result) {
      await updateSession();
      setDone(true);
    }
  });

  if (!visible) return null;
  return (
    <dialog ref={ref} className={s.dialog} aria-labelledby="phone-reminder-title" onClose={() => setVisible(false)} data-testid="phone-reminder">
      <div className={s.box}>
        <h2 id="phone-reminder-title" className={s.title}>Подтвердите номер телефона</h2>
        <p className={s.text}>Номер телефона в вашем профиле не подтверждён. Подтвердите его, чтобы оформлять заказы.</p>
        {banner && <Banner tone={banner.tone}>{banner.text}</Banner>}
        {confirmToken ? (
          <form className={s.form} onSubmit={confirm} noValidate aria-label="Код подтверждения">
            <CodeField control={form.control} name="smsCode" label="Код из смс" error={form.formState.errors.smsCode?.message} autoFocus />
            <button type="submit" className={s.primary} disabled={form.formState.isSubmitting}>Подтвердить</button>
            {timer.secondsLeft > 0
              ? <p className={s.muted}>Отправить код повторно можно через {formatCountdown(timer.secondsLeft)}</p>
              : <button type="button" className={s.link} onClick={() => void send()}>Отправить код повторно</button>}
          </form>
        ) : (
          <div className={s.form}>
            <button type="button" className={s.primary} onClick={() => void send()} disabled={timer.secondsLeft > 0}>
              {timer.secondsLeft > 0 ? `Отправить код через ${formatCountdown(timer.secondsLeft)}` : 'Подтвердить по смс'}
            </button>
            <Link href="/personal-area/profile" className={s.secondary} onClick={() => ref.current?.close()}>Указать другой номер</Link>
          </div>
        )}
        <button type="button" className={s.link} onClick={dismiss}>Напомнить позже</button>
      </div>
    </dialog>
  );
}
