'use client';
// A two-step confirmation on the Modal: the question as its title, an optional explanation, and
// two buttons. 'Да'/confirm runs onConfirm (awaited: the button shows it is busy, the dialog stays
// until it ends, and closes after); 'Нет'/cancel, Escape and the backdrop only close it.
// For example 'Внимание! Вы действительно хотите изменить параметры заказа?' or deleting an address.
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Modal, useModal } from './modal';
import s from './modal.module.css';

type Props = {
  title: ReactNode;
  /** what the choice means, under the title */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger: the confirm button says it removes or cancels something */
  tone?: 'primary' | 'danger';
  onConfirm: () => void | Promise<void>;
  /** closed, confirmed or not: the owner unmounts it */
  onClose: () => void;
  testId?: string;
};

export function ConfirmDialog({ title, children, confirmLabel = 'Да', cancelLabel = 'Нет', tone = 'primary', onConfirm, onClose, testId }: Props) {
  return (
    <Modal title={title} onClose={onClose} size="sm" closeButton={false} testId={testId}>
      {children && <div className={s.message}>{children}</div>}
      <Actions confirmLabel={confirmLabel} cancelLabel={cancelLabel} tone={tone} onConfirm={onConfirm} />
    </Modal>
  );
}

function Actions({ confirmLabel, cancelLabel, tone, onConfirm }: Required<Pick<Props, 'confirmLabel' | 'cancelLabel' | 'tone' | 'onConfirm'>>) {
  const { close } = useModal();
  const [busy, setBusy] = useState(false);
  return (
    <div className={s.actions}>
      <Button
        variant={tone}
        className={s.action}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
            close();
          } finally {
            setBusy(false);
          }
        }}
      >
        {confirmLabel}
      </Button>
      <Button variant="secondary" className={s.action} onClick={close} autoFocus={tone === 'danger'}>{cancelLabel}</Button>
    </div>
  );
}
