import type { ReactNode } from 'react';

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
