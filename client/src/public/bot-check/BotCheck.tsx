import { useEffect, useRef } from 'react';
import styles from './BotCheck.module.css';

/** The names of the two inputs BotCheck puts in its form. */
const SOLUTION_FIELD = 'bot-check-solution';
const TRAP_FIELD = 'bot-check-site';
/** A submit waits at most this long for a proof of work still running (then goes without it: stored unverified). */
const WAIT_MS = 4000;

interface WidgetElement extends HTMLElement {
  getState?: () => string;
  verify?: () => Promise<unknown>;
}

/**
 * The site's own, cookie-free bot check (issue #19): an invisible ALTCHA proof of work solved by the
 * browser while the visitor fills the form, plus a honeypot field. The widget's code is loaded only
 * once a form is on screen. Put it inside the <form>; spread `...(await withBotCheck(form))` into the input.
 */
export function BotCheck() {
  const host = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // Not in jsdom or very old browsers: the request then goes without a solution (stored unverified, never lost).
    if (typeof window.Worker === 'undefined' || !window.crypto?.subtle || !window.customElements) return;
    let widget: HTMLElement | null = null;
    let cancelled = false;
    import('./load-altcha')
      .then(() => {
        if (cancelled || !host.current) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', '/api/bot-challenge');
        widget.setAttribute('auto', 'onload');
        widget.setAttribute('display', 'invisible');
        widget.setAttribute('name', SOLUTION_FIELD);
        widget.setAttribute('configuration', JSON.stringify({ minDuration: 0, hideLogo: true, hideFooter: true, humanInteractionSignature: false }));
        host.current.appendChild(widget);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      widget?.remove();
    };
  }, []);
  return (
    <span ref={host} className={styles.widget}>
      <span className={styles.trap} aria-hidden="true">
        <label>
          Site web (laisser vide)
          <input type="text" name={TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </span>
    </span>
  );
}

/**
 * The `botCheck` field to spread into the form's input: the proof of work (awaited briefly if still
 * running) and the honeypot; nothing at all when neither exists (no widget: old browser, tests).
 */
export async function withBotCheck(form: HTMLFormElement | null): Promise<{ botCheck?: { solution: string | null; trap: string } }> {
  const trap = form?.querySelector<HTMLInputElement>(`input[name="${TRAP_FIELD}"]`)?.value ?? '';
  const widget = form?.querySelector<WidgetElement>('altcha-widget');
  if (widget?.getState && widget.getState() !== 'verified' && widget.verify) {
    await Promise.race([widget.verify().catch(() => null), new Promise((resolve) => window.setTimeout(resolve, WAIT_MS))]);
  }
  const solution = form?.querySelector<HTMLInputElement>(`input[name="${SOLUTION_FIELD}"]`)?.value || null;
  return solution || trap ? { botCheck: { solution, trap } } : {};
}
