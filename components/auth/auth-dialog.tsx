'use client';
// The auth popup 'Добро пожаловать' (spec §2): tabs 'Вход' and 'Регистрация', and the restore
// sub-form under 'Вход'. A native modal <dialog> (focus kept inside, Escape closes, the page behind
// inert). Loaded only when the shopper opens it, so cached pages do not carry the forms.
import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from './icons';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { RestoreForm } from './restore-form';
import s from './auth.module.css';

type Mode = 'login' | 'register' | 'restore';

export default function AuthDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [mode, setMode] = useState<Mode>('login');

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const tab = (m: Mode, label: string) => {
    const selected = m === 'login' ? mode !== 'register' : mode === m;
    return (
      <button
        type="button"
        role="tab"
        id={`auth-tab-${m}`}
        aria-selected={selected}
        aria-controls="auth-panel"
        tabIndex={selected ? 0 : -1}
        className={`${s.tab} ${selected ? s.tabActive : ''}`}
        onClick={() => setMode(m)}
      >
        {label}
      </button>
    );
  };

  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-labelledby="auth-title"
      onClose={onClose}
      onClick={(e) => {
        // a click on the backdrop (the dialog element itself, outside its box) closes it
        if (e.target === ref.current) ref.current.close();
      }}
      data-testid="auth-dialog"
    >
      <div className={s.box}>
        <div className={s.head}>
          <h2 id="auth-title" className={s.title}>Добро пожаловать</h2>
          <button type="button" className={s.close} aria-label="Закрыть" onClick={() => ref.current?.close()}>
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <div role="tablist" aria-label="Вход или регистрация" className={s.tabs}>
          {tab('login', 'Вход')}
          {tab('register', 'Регистрация')}
        </div>
        <div id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${mode === 'register' ? 'register' : 'login'}`}>
          {mode === 'login' && <LoginForm onDone={() => ref.current?.close()} onRestore={() => setMode('restore')} />}
          {mode === 'restore' && <RestoreForm onBack={() => setMode('login')} />}
          {mode === 'register' && <RegisterForm onDone={() => ref.current?.close()} />}
        </div>
      </div>
    </dialog>
  );
}
