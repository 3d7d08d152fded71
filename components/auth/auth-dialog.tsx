'use client';
// The auth popup 'Добро пожаловать' (spec §2): tabs 'Вход' and 'Регистрация', and the restore
// sub-form under 'Вход'. The site's Modal (focus kept inside, Escape closes, the page behind
// inert). Loaded only when the shopper opens it, so cached pages do not carry the forms.
import { useState } from 'react';
import { Modal, useModal } from '@/components/ui/modal';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { RestoreForm } from './restore-form';

type Mode = 'login' | 'register' | 'restore';
const TABS = [{ key: 'login' as const, label: 'Вход' }, { key: 'register' as const, label: 'Регистрация' }];

export default function AuthDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Добро пожаловать" onClose={onClose} testId="auth-dialog">
      <Forms />
    </Modal>
  );
}

function Forms() {
  const { close } = useModal();
  const [mode, setMode] = useState<Mode>('login');
  // the restore form lives under 'Вход'
  const tab = mode === 'register' ? 'register' : 'login';
  return (
    <>
      <Tabs id="auth" label="Вход или регистрация" tabs={TABS} selected={tab} onSelect={setMode} />
      <TabPanel id="auth" selected={tab}>
        {mode === 'login' && <LoginForm onDone={close} onRestore={() => setMode('restore')} />}
        {mode === 'restore' && <RestoreForm onBack={() => setMode('login')} />}
        {mode === 'register' && <RegisterForm onDone={close} />}
      </TabPanel>
    </>
  );
}
