import { useEffect, useState, type ReactNode } from 'react';
import styles from './Toast.module.css';

export interface ToastProps {
  /** Called after `durationMs` (paused while the pointer or focus is on the toast) and by the close button. */
  onClose: () => void;
  durationMs: number;
  children: ReactNode;
}

/**
 * A short confirmation at the bottom right. Render it inside a `ToastRegion` (a polite live region
 * present from the start, so screen readers announce the text when it appears).
 */
export function Toast({ onClose, durationMs, children }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onClose, durationMs);
    return () => window.clearTimeout(timer);
  }, [paused, onClose, durationMs]);

  return (
    <div
      className="toast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles['toast__body']}>{children}</div>
      <button type="button" className={styles['toast__close']} aria-label="Fermer" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** The fixed live region toasts appear in. */
export function ToastRegion({ children }: { children?: ReactNode }) {
  return (
    <div className={styles['toast-region']} role="status" aria-live="polite">
      {children}
    </div>
  );
}
