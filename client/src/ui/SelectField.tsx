import type { ReactNode, SelectHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = {
  id: string;
  label: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string;
  required?: boolean;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>;

export function SelectField({ id, label, options, hint, error, required, className, ...selectProps }: SelectFieldProps) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <select
        {...selectProps}
        id={id}
        className="field__control field__control--select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
      <FieldHint id={id}>{hint}</FieldHint>
    </div>
  );
}
