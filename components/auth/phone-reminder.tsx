'use client';
// The phone reminder (storefront spec §2, §4, §9): a signed-in customer whose phone is not confirmed
// is asked to confirm it, unless they dismissed the reminder in the last 7 days (a timestamp in local
// storage, no customer data). 'Подтвердить' sends an SMS code and takes it here (the API's
// phone-confirmation calls); 'Указать другой номер' goes to /personal-area/profile; 'Напомнить
// позже' dismisses it.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { codeDigits, formatCountdown, MESSAGES, showPhoneReminder, validateSmsCode, type SmsCodeValues } from '@/domain/auth-forms';
import { ButtonLink, Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
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
  const [visible, setVisible] = useState(false);
  const [confirmToken, setConfirmToken] = useState<string | null>(null);
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const timer = useResendTimer('phone');
  const form = useForm<SmsCodeValues>({ resolver: rulesResolver(validateSmsCode), defaultValues: { smsCode: '' } });

  useEffect(() => setVisible(showPhoneReminder(user, dismissedAt(), Date.now())), [user]);
  const close = () => setVisible(false);

  useEffect(() => {
    if (!done) return;
    // the success message stays a moment before the reminder goes
    const t = window.setTimeout(close, 1500);
    return () => window.clearTimeout(t);
  }, [done]);

  const dismiss = () => {
    try {
      window.localStorage.setItem(REMINDER_KEY, String(Date.now()));
    } catch {
      // private mode: it shows again on the next page
    }
    close();
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
    <Modal title="Подтвердите номер телефона" onClose={close} closeButton={false} testId="phone-reminder">
      <p className={s.text}>Номер телефона в вашем профиле не подтверждён. Подтвердите его, чтобы оформлять заказы.</p>
      {banner && <Banner tone={banner.tone}>{banner.text}</Banner>}
      {confirmToken ? (
        <form className={s.form} onSubmit={confirm} noValidate aria-label="Код подтверждения">
          <CodeField control={form.control} name="smsCode" label="Код из смс" error={form.formState.errors.smsCode?.message} autoFocus />
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>Подтвердить</Button>
          {timer.secondsLeft > 0
            ? <p className={s.muted}>Отправить код повторно можно через {formatCountdown(timer.secondsLeft)}</p>
            : <Button variant="link" size="sm" className={s.textAction} onClick={() => void send()}>Отправить код повторно</Button>}
        </form>
      ) : (
        <div className={s.form}>
          <Button size="lg" onClick={() => void send()} disabled={timer.secondsLeft > 0}>
            {timer.secondsLeft > 0 ? `Отправить код через ${formatCountdown(timer.secondsLeft)}` : 'Подтвердить по смс'}
          </Button>
          <ButtonLink variant="secondary" size="lg" href="/personal-area/profile" onClick={close}>Указать другой номер</ButtonLink>
        </div>
      )}
      <Button variant="link" size="sm" className={s.textAction} onClick={dismiss}>Напомнить позже</Button>
    </Modal>
  );
}
