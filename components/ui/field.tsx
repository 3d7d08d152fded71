// Form fields with their label, hint and error: TextField, TextArea, Select, Checkbox, and Field for
// any other control (a masked input, a password with its eye). The control names its hint or error
// with aria-describedby and says aria-invalid, so a screen reader hears what is wrong; the error is
// role="alert". They take react-hook-form's register() as props (React 19 passes `ref` as a
// prop) and Controller's field the same way.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import s from './field.module.css';

/** The label's look, for what heads a group of choices (a fieldset's legend) or a read-only value. */
export const fieldLabelClass = s.label;

/** What Field hands its control: spread it on the input. */
export type ControlProps = { id: string; className: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type Described = {
  label: ReactNode;
  /** shown under the control while there is no error */
  hint?: ReactNode;
  /** the field's message; replaces the hint */
  error?: string;
};

type FieldProps = Described & { className?: string; children: (control: ControlProps) => ReactNode };

export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={`${s.field} ${className ?? ''}`}>
      <label htmlFor={id} className={s.label}>{label}</label>
      {children({ id, className: s.input, 'aria-invalid': !!error, 'aria-describedby': note ? noteId : undefined })}
      {error
        ? <p id={noteId} className={s.error} role="alert">{error}</p>
        : hint && <p id={noteId} className={s.hint}>{hint}</p>}
    </div>
  );
}

type InputProps = Described & InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

export function TextField({ label, hint, error, className, ...input }: InputProps) {
  return <Field label={label} hint={hint} error={error}>{(c) => <input {...input} {...c} className={`${c.className} ${className ?? ''}`} />}</Field>;
}

type AreaProps = Described & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> };

export function TextArea({ label, hint, error, className, ...area }: AreaProps) {
  return <Field label={label} hint={hint} error={error}>{(c) => <textarea {...area} {...c} className={`${c.className} ${s.area} ${className ?? ''}`} />}</Field>;
}

type SelectProps = Described & SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement>; children: ReactNode };

export function Select({ label, hint, error, className, children, ...select }: SelectProps) {
  return <Field label={label} hint={hint} error={error}>{(c) => <select {...select} {...c} className={`${c.className} ${className ?? ''}`}>{children}</select>}</Field>;
}

type CheckboxProps = Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: React.Ref<HTMLInputElement> };

/** A checkbox with its label to the right; its hint or error under it. */
export function Checkbox({ label, hint, error, className, ...input }: CheckboxProps) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={`${s.checkField} ${className ?? ''}`}>
      <label className={s.check}>
        <input
          type="checkbox"
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
        />
        <span>{label}</span>
      </label>
      {error
        ? <p id={`${id}-note`} className={s.error} role="alert">{error}</p>
        : hint && <p id={`${id}-note`} className={s.hint}>{hint}</p>}
    </div>
  );
}
