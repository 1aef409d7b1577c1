import type { ComponentPropsWithRef, TextareaHTMLAttributes } from 'react';
import { controlAria, FieldShell, type FieldProps } from './Field';

/** `ref` reaches the <input> (React 19 passes it as a prop). */
export type TextFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'id'>;

export function TextField({ id, label, hint, error, required, labelAddon, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} labelAddon={labelAddon} className={className}>
      <input type="text" {...inputProps} id={id} className="field__control" {...controlAria(id, { hint, error, required })} />
    </FieldShell>
  );
}

export type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ id, label, hint, error, required, labelAddon, className, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} labelAddon={labelAddon} className={className}>
      <textarea rows={5} {...textareaProps} id={id} className="field__control field__control--textarea" {...controlAria(id, { hint, error, required })} />
    </FieldShell>
  );
}
