import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, FieldError, FieldHint } from './Field';

export type CheckboxProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

export function Checkbox({ id, label, hint, error, className, ...inputProps }: CheckboxProps) {
  return (
    <div className={['checkbox', className].filter(Boolean).join(' ')}>
      <input
        {...inputProps}
        type="checkbox"
        id={id}
        className="checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={id} message={error} />
      <FieldHint id={id}>{hint}</FieldHint>
    </div>
  );
}
