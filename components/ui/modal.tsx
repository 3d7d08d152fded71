'use client';
// The one modal of the site: a native <dialog> opened with showModal(), so the browser keeps focus
// inside, makes the page behind inert and closes it on Escape. A modal is open while it is mounted:
// the opener renders it (`{open && <Modal … onClose={() => setOpen(false)} />}`), and every way
// out (Escape, the close button, a click on the backdrop, a child calling close()) ends in onClose.
// Focus goes back to what had it before (the opener), also when the modal is unmounted rather
// than closed. Its visible title names it (aria-labelledby).
//
// `dismissible={false}` keeps it open until the owner unmounts it: no close button, Escape and the
// backdrop do nothing (the receiving popup before a choice). `layout="custom"` leaves the inside to
// the caller, which places <ModalHead /> (the title and the close button) where its layout wants it.
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import s from './modal.module.css';

export type ModalProps = {
  /** the visible title (an h2), which names the dialog */
  title: ReactNode;
  /** called once the modal closed, whichever way: the owner unmounts it */
  onClose: () => void;
  dismissible?: boolean;
  /** the × button in the head (shown only when dismissible) */
  closeButton?: boolean;
  /** sm: a centred question; md: a form (a sheet from the bottom on phones); lg: a wide two-pane popup */
  size?: 'sm' | 'md' | 'lg';
  layout?: 'box' | 'custom';
  className?: string;
  testId?: string;
  children: ReactNode;
};

type ModalContext = { titleId: string; title: ReactNode; close: () => void; closable: boolean };
const Ctx = createContext<ModalContext | null>(null);

/** The open modal's title, close button and close(): for its children (a form's "done" closes it). */
export function useModal(): ModalContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useModal outside a <Modal>');
  return ctx;
}

export function Modal({ title, onClose, dismissible = true, closeButton = true, size = 'md', layout = 'box', className, testId, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // the latest values for the native listeners, without re-running the open effect
  const live = useRef({ onClose, dismissible });
  useEffect(() => {
    live.current = { onClose, dismissible };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // the browser restores focus only when it closes the dialog itself, not when React removes it
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const close = useCallback(() => ref.current?.close(), []);
  const ctx = useMemo(() => ({ titleId, title, close, closable: dismissible && closeButton }), [titleId, title, close, dismissible, closeButton]);

  return (
    <dialog
      ref={ref}
      className={[s.dialog, s[size], className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        if (!live.current.dismissible) e.preventDefault();
      }}
      onClose={() => {
        // Chrome lets a second Escape close a dialog whatever its cancel handler said: a modal that
        // may not be dismissed opens again
        if (!live.current.dismissible) ref.current?.showModal();
        else live.current.onClose();
      }}
      onClick={(e) => {
        // a click on the backdrop lands on the dialog element itself, outside its box
        if (live.current.dismissible && e.target === ref.current) close();
      }}
    >
      <Ctx.Provider value={ctx}>
        {layout === 'box' ? (
          <div className={s.box}>
            <ModalHead />
            {children}
          </div>
        ) : children}
      </Ctx.Provider>
    </dialog>
  );
}

/** The title and the close button; a `layout="custom"` modal places it itself. */
export function ModalHead() {
  const { titleId, title, close, closable } = useModal();
  return (
    <div className={s.head}>
      <h2 id={titleId} className={s.title}>{title}</h2>
      {closable && (
        <button type="button" className={s.close} aria-label="Закрыть" onClick={close}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      )}
    </div>
  );
}
