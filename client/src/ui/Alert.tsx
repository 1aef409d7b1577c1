import type { ComponentPropsWithRef, ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'info';

export type AlertProps = { tone: AlertTone; title?: ReactNode } & ComponentPropsWithRef<'div'>;

/** A coloured message box. Give it role="alert" for errors that must interrupt; success texts go in a role="status" region. */
export function Alert({ tone, title, className, children, ...props }: AlertProps) {
  return (
    <div {...props} className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}>
      {title && <p className="alert__title">{title}</p>}
      <div className="alert__body">{children}</div>
    </div>
  );
}
