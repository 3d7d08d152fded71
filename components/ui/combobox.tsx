'use client';
// A text field that offers choices as the shopper types: the WAI-ARIA combobox with a listbox popup
// (list autocomplete, the choice not typed in automatically). The focus stays in the input; arrows
// move the active option (aria-activedescendant), Enter takes it, Escape closes the list (not the
// dialog around it), a click takes an option without blurring the input. What to offer, and when,
// is the caller's: it passes the options it has for the current text.
import { useEffect, useId, useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { Field } from './field';
import s from './combobox.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'role'> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** the choices for the text as it is now; a new list opens the popup again */
  options: string[];
  /** the listbox's accessible name */
  listLabel: string;
  onChoose: (index: number) => void;
};

export function Combobox({ label, error, options, listLabel, onChoose, onKeyDown, onBlur, onFocus, className, ...input }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  // a new list of choices: shown (while the field has the focus), nothing active yet
  useEffect(() => {
    setActive(-1);
    setOpen(options.length > 0);
  }, [options]);
  const expanded = open && focused && options.length > 0;

  const choose = (i: number) => {
    setOpen(false);
    setActive(-1);
    onChoose(i);
  };

  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || options.length === 0) return;
    const n = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // from a closed list: the first (down) or the last (up); then round the list
      setActive((a) => (!expanded || a < 0 ? (step > 0 ? 0 : n - 1) : (a + step + n) % n));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      // the form around it must not submit
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape' && expanded) {
      // the list closes; a dialog around it stays open
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Field label={label} error={error} className={s.wrap}>
      {(c) => (
        <>
          <input
            {...input}
            {...c}
            className={`${c.className} ${className ?? ''}`}
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            onKeyDown={keys}
            onFocus={(e) => { setFocused(true); onFocus?.(e); }}
            onBlur={(e) => { setFocused(false); setActive(-1); onBlur?.(e); }}
          />
          <ul id={listId} role="listbox" aria-label={listLabel} className={s.list} hidden={!expanded}>
            {options.map((o, i) => (
              <li
                key={`${o}-${i}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={s.option}
                data-active={i === active || undefined}
                // keep the focus in the input: the click chooses, the input stays the one focused
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(i)}
              >
                {o}
              </li>
            ))}
          </ul>
        </>
      )}
    </Field>
  );
}
