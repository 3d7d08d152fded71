'use client';
// Personal data (checkout-account-admin spec §5 "Profile"): the name (3 characters or more), the
// birthday dd.MM.yyyy from 01.01.1920 to today, read-only once set, and an optional gender; trimmed
// before sending; 'Успешно' when the API took them. The rule is domain/profile.ts's, the API's own.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PROFILE_MESSAGES } from '@/domain/profile';
import { shopToday } from '@/domain/shop-day';
import { Banner } from '@/components/auth/fields';
import { rulesResolver } from '@/components/auth/resolver';
import { Button } from '@/components/ui/button';
import { fieldLabelClass, TextField } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { personalBody, personalErrors, personalValuesOf, type PersonalValues } from '@/lib/account/profile-form';
import { profileApi } from '@/lib/api/profile-browser';
import s from './profile.module.css';

type Props = {
  customer: { id: number; name: string; birthday: string | null; gender: 1 | 2 | null };
  onChanged: () => Promise<void>;
};

export function PersonalBlock({ customer, onChanged }: Props) {
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const locked = customer.birthday !== null;
  const form = useForm<PersonalValues, { current: string | null }>({
    resolver: rulesResolver((v: PersonalValues, c: { current: string | null }) => personalErrors(v, shopToday(), c.current)),
    context: { current: customer.birthday },
    defaultValues: personalValuesOf(customer),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    setBanner(null);
    const out = await profileApi.update(customer.id, personalBody(v));
    if (!out.ok) {
      const named = (out.failure.violations ?? []).filter((x) => ['name', 'birthday', 'gender'].includes(x.propertyPath));
      for (const x of named) form.setError(x.propertyPath as keyof PersonalValues, { type: 'server', message: x.message });
      if (!named.length) setBanner({ tone: 'error', text: out.failure.description ?? 'Не удалось сохранить. Повторите попытку.' });
      return;
    }
    form.reset(personalValuesOf(out.data));
    setBanner({ tone: 'success', text: PROFILE_MESSAGES.saved });
    await onChanged();
  });

  return (
    <Panel title="Личные данные" data-testid="profile-personal">
      <form className={s.form} onSubmit={submit} noValidate aria-label="Личные данные">
        {banner && <Banner tone={banner.tone}>{banner.text}</Banner>}
        <TextField label="ФИО" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Дата рождения" placeholder="дд.мм.гггг" inputMode="numeric" autoComplete="bday"
          readOnly={locked} hint={locked ? 'Дату рождения нельзя изменить' : 'Например, 07.03.1985'}
          error={errors.birthday?.message} {...form.register('birthday')}
        />
        <fieldset className={s.choices}>
          <legend className={fieldLabelClass}>Пол</legend>
          {([['1', 'Мужской'], ['2', 'Женский'], ['', 'Не указан']] as const).map(([value, label]) => (
            <label key={value} className={s.radio}>
              <input type="radio" value={value} {...form.register('gender')} />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <div className={s.actions}>
          <Button type="submit" loading={isSubmitting}>Сохранить</Button>
        </div>
      </form>
    </Panel>
  );
}
