import type { ReactNode } from 'react';
import styles from './InfoTip.module.css';

/** ids of a control's hint and error, in the order a screen reader should read them. */
export function describedBy(id: string, parts: { hint?: ReactNode; error?: string }): string | undefined {
  const ids = [parts.error ? `${id}-error` : null, parts.hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="field__required" aria-hidden="true">
          {' '}*
        </span>
      )}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="field__hint" id={`${id}-hint`}>
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="field__error" id={`${id}-error`}>
      {message}
    </p>
  );
}

/** What every field of the family takes besides its control's own attributes. */
export interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Shown under the control, which is then marked aria-invalid. */
  error?: string;
  required?: boolean;
  /** Beside the label, outside it (e.g. an InfoTip button). */
  labelAddon?: ReactNode;
}

/** The attributes every control of the family carries: required, aria-invalid and aria-describedby. */
export function controlAria(id: string, { hint, error, required }: { hint?: ReactNode; error?: string; required?: boolean }) {
  return { required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, { hint, error }) } as const;
}

/**
 * The frame of one field: the label (with the required mark and an optional addon beside it), the
 * control given as children, then its error and hint (ids `<id>-error`, `<id>-hint`).
 */
export function FieldShell({ id, label, hint, error, required, labelAddon, className, children }: FieldProps & { className?: string; children: ReactNode }) {
  const text = (
    <FieldLabel htmlFor={id} required={required}>
      {label}
    </FieldLabel>
  );
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      {labelAddon ? (
        <div className={styles['field__label-row']}>
          {text}
          {labelAddon}
        </div>
      ) : (
        text
      )}
      {children}
      <FieldError id={id} message={error} />
      <FieldHint id={id}>{hint}</FieldHint>
    </div>
  );
}
