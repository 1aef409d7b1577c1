import { useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './InfoTip.module.css';

export interface InfoTipProps {
  /** id of the tip text (the button's aria-describedby). */
  id: string;
  /** The button's accessible name, e.g. 'Aide : superficie'. */
  label: string;
  children: ReactNode;
}

/**
 * A small "i" button whose explanation is its accessible description (screen readers read it when
 * the button is reached). Sighted users see it on hover and on keyboard focus (CSS), or pin it
 * with a click or tap; Escape hides it until the pointer or focus leaves.
 */
export function InfoTip({ id, label, children }: InfoTipProps) {
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape') return;
    setPinned(false);
    setDismissed(true);
  };
  const reset = () => {
    setPinned(false);
    setDismissed(false);
  };

  return (
    <span
      className={[styles['infotip'], pinned ? styles['infotip--pinned'] : '', dismissed ? styles['infotip--dismissed'] : ''].filter(Boolean).join(' ')}
      onMouseLeave={() => setDismissed(false)}
    >
      <button
        type="button"
        className={styles['infotip__button']}
        aria-label={label}
        aria-describedby={id}
        aria-expanded={pinned}
        onClick={() => {
          setDismissed(false);
          setPinned((value) => !value);
        }}
        onKeyDown={onKeyDown}
        onBlur={reset}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span role="tooltip" id={id} className={styles['infotip__bubble']}>
        {children}
      </span>
    </span>
  );
}
