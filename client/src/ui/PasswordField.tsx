import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlAria, FieldShell } from './Field';
import styles from './PasswordField.module.css';

export type PasswordFieldProps = {
  id: string;
  label: string;
  /** The toggle's accessible name, e.g. 'Afficher le mot de passe'; its pressed state says whether it is shown. */
  toggleLabel: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A password input with a show/hide toggle button (aria-pressed), for sign-in and password forms. */
export function PasswordField({ id, label, toggleLabel, hint, error, required, className, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <div className={styles['password-field']}>
        <input
          {...inputProps}
          id={id}
          type={visible ? 'text' : 'password'}
          className={`field__control ${styles['password-field__input']}`}
          spellCheck={false}
          autoCapitalize="none"
          {...controlAria(id, { hint, error, required })}
        />
        <button
          type="button"
          className={styles['password-field__toggle']}
          aria-pressed={visible}
          aria-controls={id}
          title={toggleLabel}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
          <span className="visually-hidden">{toggleLabel}</span>
        </button>
      </div>
    </FieldShell>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed && <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 4l16 16" />}
    </svg>
  );
}
