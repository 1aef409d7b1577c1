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
 * Each BotCheck's host → the loading of its widget (code, then element in the form). A form submitted
 * while it is under way (a submit pressed before the page's code arrived, replayed at hydration) waits
 * for it rather than going without a proof of work: unverified, it would get no acknowledgement e-mail.
 */
const widgetLoading = new WeakMap<Element, Promise<unknown>>();

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
    const loading = import('./load-altcha')
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
    if (host.current) widgetLoading.set(host.current, loading);
    return () => {
      cancelled = true;
      widget?.remove();
    };
  }, []);
  return (
    <span ref={host} className={styles.widget} data-bot-check="">
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
 * The `botCheck` field to spread into the form's input: the proof of work (its code and its work awaited
 * together at most WAIT_MS if still under way) and the honeypot; nothing at all when neither exists (no
 * widget: old browser, tests).
 */
export async function withBotCheck(form: HTMLFormElement | null): Promise<{ botCheck?: { solution: string | null; trap: string } }> {
  const trap = form?.querySelector<HTMLInputElement>(`input[name="${TRAP_FIELD}"]`)?.value ?? '';
  let timer = 0;
  const deadline = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, WAIT_MS);
  });
  const host = form?.querySelector('[data-bot-check]');
  const loading = host ? widgetLoading.get(host) : undefined;
  if (loading && !form?.querySelector('altcha-widget')) await Promise.race([loading, deadline]);
  const solved = () => form?.querySelector<HTMLInputElement>(`input[name="${SOLUTION_FIELD}"]`)?.value || null;
  const widget = form?.querySelector<WidgetElement>('altcha-widget');
  if (widget && !solved()) {
    // The element's methods exist only once it is connected (a microtask after it is added): its own
    // verification starts then; a finished or failed one is started again.
    const verified = new Promise((resolve) => widget.addEventListener('verified', resolve, { once: true }));
    const state = widget.getState?.();
    if (state !== undefined && state !== 'verifying') void widget.verify?.().catch(() => null);
    await Promise.race([verified, deadline]);
  }
  window.clearTimeout(timer);
  const solution = solved();
  return solution || trap ? { botCheck: { solution, trap } } : {};
}
