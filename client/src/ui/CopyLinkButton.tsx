import { useEffect, useId, useRef, useState } from 'react';
import { copyText } from '../lib/clipboard';
import styles from './CopyLinkButton.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the confirmation stays visible. */
export const COPY_CONFIRMATION_MS = 4000;

export interface CopyLinkButtonProps {
  /**
   * The URL to copy: a full one, or a path of this site (with its hash), completed with the page's
   * origin when copied, so the page renders the same on the server and in the browser.
   */
  url: string;
  /** Accessible name; must start with the visible text 'Copier le lien' (e.g. 'Copier le lien vers « … »'). */
  label?: string;
  className?: string;
}

/**
 * 'Copier le lien' button: copies `url`, then confirms in a polite live region. When the browser
 * refuses the copy, it shows the URL in a selected read-only field for a manual copy.
 */
export function CopyLinkButton({ url, label, className }: CopyLinkButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const [fullUrl, setFullUrl] = useState(url);
  const fallbackRef = useRef<HTMLInputElement>(null);
  const fallbackId = useId();

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state !== 'failed') return;
    fallbackRef.current?.focus();
    fallbackRef.current?.select();
  }, [state]);

  const copy = async () => {
    const full = new URL(url, window.location.href).href;
    setFullUrl(full);
    setState((await copyText(full)) ? 'copied' : 'failed');
  };

  return (
    <span className={['copy-link', className].filter(Boolean).join(' ')}>
      <button type="button" className={styles['copy-link__button']} aria-label={label} onClick={copy}>
        <LinkIcon />
        Copier le lien
      </button>
      <span className={styles['copy-link__status']} role="status">
        {state === 'copied' ? 'Lien copié dans le presse-papiers.' : ''}
      </span>
      {state === 'failed' && (
        <span className={styles['copy-link__fallback']}>
          <label htmlFor={fallbackId}>Copie automatique impossible. Copiez ce lien&nbsp;:</label>
          <input
            ref={fallbackRef}
            id={fallbackId}
            className="field__control copy-link__input"
            type="text"
            readOnly
            value={fullUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
        </span>
      )}
    </span>
  );
}

function LinkIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
      />
    </svg>
  );
}
