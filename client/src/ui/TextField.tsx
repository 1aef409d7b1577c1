import type { ComponentPropsWithRef, ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel } from './Field';

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Shown under the control, which is then marked aria-invalid. */
  error?: string;
  required?: boolean;
  /** Beside the label, outside it (e.g. an InfoTip button). */
  labelAddon?: ReactNode;
}

function Label({ id, required, label, addon }: { id: string; required?: boolean; label: string; addon?: ReactNode }) {
  const text = (
    <FieldLabel htmlFor={id} required={required}>
      {label}
    </FieldLabel>
  );
  if (!addon) return text;
  return (
    <div className="field__label-row">
      {text}
      {addon}
    </div>
  );
}

/** `ref` reaches the <input> (React 19 passes it as a prop). */
export type TextFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'id'>;

export function TextField({ id, label, hint, error, required, labelAddon, className, ...inputProps }: TextFieldProps) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <Label id={id} required={required} label={label} addon={labelAddon} />
      <input
        type="text"
        {...inputProps}
        id={id}
        className="field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      />
      <FieldError id={id} message={error} />
      <FieldHint id={id}>{hint}</FieldHint>
    </div>
  );
}

export type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ id, label, hint, error, required, labelAddon, className, ...textareaProps }: TextAreaFieldProps) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <Label id={id} required={required} label={label} addon={labelAddon} />
      <textarea
        rows={5}
        {...textareaProps}
        id={id}
        className="field__control field__control--textarea"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      />
      <FieldError id={id} message={error} />
      <FieldHint id={id}>{hint}</FieldHint>
    </div>
  );
}
