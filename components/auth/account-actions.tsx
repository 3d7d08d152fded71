'use client';
// The header's account slot (spec §2): a guest sees the user icon that opens the auth popup; a
// signed-in customer the notifications bell, the favourites link and the personal-area button with
// their name; the bell is lit while unread notifications exist. Filled on the client from the session endpoint (components/auth/session-store.ts):
// the cached pages around it never contain a customer. It also shows a confirmation or recovery
// link's result once and, for an unconfirmed phone, the phone reminder.
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useUnreadCount } from '@/components/account/unread-store';
import { UserIcon } from '@/components/layout/icons';
import { FlashMessage } from './flash-message';
import { BellIcon, HeartIcon } from './icons';
import { useSession } from './session-store';
import s from '@/components/layout/header-actions.module.css';
import a from './account.module.css';

const AuthDialog = dynamic(() => import('./auth-dialog'), { ssr: false });
const PhoneReminder = dynamic(() => import('./phone-reminder'), { ssr: false });

/** 'Иван Петров' → 'Иван': the header has room for one word. */
const shortName = (name: string) => name.trim().split(/\s+/)[0] || 'Профиль';

export function AccountActions() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const unreadCount = useUnreadCount(user?.id ?? null);

  useEffect(() => {
    // a hook for styles and scripts that mark the card holder's price (no customer data in the HTML)
    if (user?.hasCard) document.documentElement.dataset.cardHolder = 'true';
    else delete document.documentElement.dataset.cardHolder;
  }, [user?.hasCard]);

  const slot = user ? (
    <>
      <Link
        href="/personal-area/notifications" prefetch={false} className={`${s.action} ${unreadCount ? a.bellOn : ''}`}
        aria-label={unreadCount ? `Уведомления: непрочитанных ${unreadCount}` : 'Уведомления'} title="Уведомления"
        data-testid="notifications-link" data-unread={unreadCount ? 'true' : 'false'}
      >
        <span className={a.iconWrap}>
          <BellIcon />
          {unreadCount ? <span className={a.dot} aria-hidden="true" /> : null}
        </span>
        <span className={s.actionLabel} aria-hidden="true">Уведомления</span>
      </Link>
      <Link href="/favorites" prefetch={false} className={s.action} aria-label="Избранное" title="Избранное" data-testid="favorites-link">
        <HeartIcon />
        <span className={s.actionLabel} aria-hidden="true">Избранное</span>
      </Link>
      <Link href="/personal-area" className={s.action} aria-label={`Личный кабинет: ${user.name}`} title="Личный кабинет" data-testid="personal-area-link">
        <span className={a.iconWrap}>
          <UserIcon />
          {user.hasCard && <span className={a.card} title="Цены по карте">%</span>}
        </span>
        <span className={`${s.actionLabel} ${a.name}`}>{shortName(user.name)}</span>
      </Link>
    </>
  ) : (
    <button type="button" className={s.action} aria-label="Войти" title="Войти" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="login-button">
      <UserIcon />
      <span className={s.actionLabel} aria-hidden="true">Войти</span>
    </button>
  );
  return (
    <>
      {slot}
      {open && !user && <AuthDialog onClose={() => setOpen(false)} />}
      <FlashMessage />
      {user && !user.isPhoneConfirmed && <PhoneReminder user={user} />}
    </>
  );
}
