'use client';
// The notification settings (checkout-account-admin spec §3 "Customer settings"; storefront spec §3):
// for receipts, order statuses and offers, which channels carry them, email 1 and push 2.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CustomerSettings } from '@/contract';
import { Banner } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Checkbox, fieldLabelClass } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { settingsBody, settingsValuesOf, SETTINGS_SUBJECTS, type SettingsValues } from '@/lib/account/profile-form';
import { profileApi } from '@/lib/api/profile-browser';
import s from './profile.module.css';

const SUBJECTS: Record<(typeof SETTINGS_SUBJECTS)[number], string> = {
  sendReceipt: 'Чеки',
  sendOrderStatus: 'Статусы заказов',
  sendAdvertisement: 'Акции и предложения',
};

type Props = { customerId: number; settings: CustomerSettings; onSaved: (s: CustomerSettings) => void };

export function SettingsBlock({ customerId, settings, onSaved }: Props) {
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<SettingsValues>({ defaultValues: settingsValuesOf(settings) });

  const submit = form.handleSubmit(async (v) => {
    setBanner(null);
    const out = await profileApi.saveSettings(customerId, settingsBody(v));
    if (!out.ok) {
      setBanner({ tone: 'error', text: out.failure.description ?? 'Не удалось сохранить настройки. Повторите попытку.' });
      return;
    }
    form.reset(settingsValuesOf(out.data));
    onSaved(out.data);
    setBanner({ tone: 'success', text: 'Настройки сохранены' });
  });

  return (
    <Panel title="Уведомления" data-testid="profile-settings">
      <form className={s.form} onSubmit={submit} noValidate aria-label="Настройки уведомлений">
        {banner && <Banner tone={banner.tone}>{banner.text}</Banner>}
        {SETTINGS_SUBJECTS.map((subject) => (
          <fieldset key={subject} className={s.choices} data-testid={`settings-${subject}`}>
            <legend className={fieldLabelClass}>{SUBJECTS[subject]}</legend>
            <Checkbox label="Электронная почта" {...form.register(`${subject}.email`)} />
            <Checkbox label="Push-уведомления" {...form.register(`${subject}.push`)} />
          </fieldset>
        ))}
        <div className={s.actions}>
          <Button type="submit" loading={form.formState.isSubmitting}>Сохранить настройки</Button>
        </div>
      </form>
    </Panel>
  );
}
