import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlAria, FieldShell } from './Field';

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
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <select {...selectProps} id={id} className="field__control field__control--select" {...controlAria(id, { hint, error, required })}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
