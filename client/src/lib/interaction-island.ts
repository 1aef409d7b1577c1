import { createElement, lazy, Suspense, useLayoutEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { INTERACTION_TRIGGERS } from './interaction-triggers';

/**
 * A part of a server-rendered page that is hydrated at the visitor's first interaction instead of
 * with the page: its code (a quote form with Formik and its fields, for instance) is not part of the
 * page's first-load JavaScript. Until then the server's markup stays as it is (React keeps a
 * Suspense boundary whose code is missing "dehydrated"); the first pointer move or press, key,
 * focus, touch, wheel or scroll (or, if asked, the sight of a part showing data loaded in the
 * browser) loads the code and React hydrates the part. Rendered in the browser
 * otherwise (a navigation to the page), the part loads at once, as a page does.
 *
 * The server renderer loads every island's code before rendering (`preloadIslands`), so the markup
 * is complete. What the visitor changed in the form before its code arrived is handed to it once
 * hydrated (`replayEdits`), and a form submitted meanwhile is not sent by the browser but submitted
 * again by the hydrated form.
 */
export interface InteractionIsland<P extends object> {
  (props: P): React.ReactElement;
  /** Loads the island's code (once). */
  preload: () => Promise<ComponentType<P>>;
}

let interaction: Promise<void> | undefined;

/**
 * Resolves at the visitor's first interaction with the page, at once if it came before this code
 * (seen by the entry script, client/src/boot.ts): a field filled or a button pressed while the
 * application was loading would otherwise wait for one more interaction (a held submission never
 * made, no message, on a slow phone until the next tap).
 */
function firstInteraction(): Promise<void> {
  interaction ??= window.__interacted
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const done = () => {
          for (const type of INTERACTION_TRIGGERS) window.removeEventListener(type, done, true);
          resolve();
        };
        for (const type of INTERACTION_TRIGGERS) window.addEventListener(type, done, { capture: true, passive: true });
      });
  return interaction;
}

/** Resolves when the element `selector` names is in the viewport (never if there is none). */
function inView(selector: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
}

/** Islands whose markup is on the page but whose code has not hydrated it yet (their root selectors). */
const waitingRoots = new Set<string>();
let waiting = 0;

/**
 * Once the page is hydrated (client/src/main.tsx): hands what the visitor typed before to its fields,
 * as an island does for its own (which wait for it, and are left alone here).
 */
export function replayEarlyEdits(root: ParentNode): void {
  replayEdits(root, (field) => [...waitingRoots].some((selector) => field.closest(selector) !== null));
}
let submitGuard = false;
/** A submission held back while its island was waiting, made again once it is hydrated. */
let heldSubmission: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

/**
 * A form of a waiting island submitted by the browser itself (Enter in a field, a click on its
 * button) would leave the page with the fields in the address: not sent, but kept to be made again
 * by the hydrated form.
 */
function guardSubmissions() {
  if (submitGuard) return;
  submitGuard = true;
  // A submission the entry script held before this code arrived (client/src/boot.ts).
  heldSubmission ??= window.__heldSubmission ?? null;
  window.__heldSubmission = undefined;
  window.__formsReady = true;
  window.addEventListener('submit', (event) => {
    if (waiting === 0 || event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    heldSubmission = { form: event.target, submitter: event.submitter };
  });
}

/**
 * Hands what the visitor typed, ticked or chose in `root`'s form fields before hydration to the
 * now hydrated fields: React keeps such values in the page but its state (Formik's) does not have
 * them. The value is set back to the server's, then to the visitor's through the element's own
 * setter (so React's change tracking sees a change), and the event React listens to is sent.
 */
function replayEdits(root: ParentNode, skip: (field: Element) => boolean = () => false) {
  const replayed: Element[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (skip(field)) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      const wanted = field.checked;
      field.checked = !wanted;
      field.click();
      replayed.push(field);
      continue;
    }
    if (field instanceof HTMLInputElement && field.type === 'file') {
      // Photos chosen before the code arrived are still on the element, but the form never heard of
      // them (they were sent without, silently): its change handler reads them now.
      if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const initial =
      field instanceof HTMLSelectElement ? ([...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '') : field.defaultValue;
    const typed = field.value;
    if (typed === initial) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    field.value = initial;
    setter?.call(field, typed);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    replayed.push(field);
  }
  // A field the visitor (or the browser's autofill) filled and already left before the code arrived
  // missed its blur: its check (an address outside the zone, a malformed e-mail) would never show.
  // React's onBlur listens to focusout: sent once React has rendered the replayed values (a blur
  // handler reading the form's state would otherwise check the server's empty value), as if the
  // visitor left the field again.
  if (replayed.length === 0) return;
  window.setTimeout(() => {
    for (const field of replayed) {
      if (field === document.activeElement || !field.isConnected) continue;
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
  });
}

const islands = new Set<() => Promise<unknown>>();

/** Loads the code of every island the loaded pages have (the server renderer, before rendering). */
export function preloadIslands(): Promise<unknown> {
  return Promise.all([...islands].map((preload) => preload()));
}

const subscribeNothing = () => () => undefined;

export interface IslandOptions {
  /** The server-rendered element holding the island's form fields. */
  rootSelector: string;
  /**
   * A part of the island that shows data loaded in the browser (a price summary, in its loading
   * state in the server's markup): the island is also hydrated as soon as that part is in view, so
   * that a visitor who sees it is not left with its loading state.
   */
  hydrateWhenVisible?: string;
}

export function interactionIsland<P extends object>(load: () => Promise<ComponentType<P>>, { rootSelector, hydrateWhenVisible }: IslandOptions): InteractionIsland<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let counted = false;
  const preload = () => {
    loading ??= load().then((loaded) => (component = loaded));
    return loading;
  };
  islands.add(preload);
  const Now = lazy(() => preload().then((loaded) => ({ default: loaded })));
  const Later = lazy(() =>
    (hydrateWhenVisible ? Promise.race([firstInteraction(), inView(hydrateWhenVisible)]) : firstInteraction())
      .then(preload)
      .then((loaded) => ({ default: loaded })),
  );

  function Body(props: P) {
    // True while React hydrates the server's markup (and on the server), false for a render in the browser.
    const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
    const hydrated = useRef(hydrating && typeof window !== 'undefined');
    if (hydrating && !component && typeof window !== 'undefined' && !counted) {
      counted = true;
      waiting += 1;
      waitingRoots.add(rootSelector);
      guardSubmissions();
    }
    useLayoutEffect(() => {
      if (!hydrated.current) return;
      hydrated.current = false;
      if (counted) {
        counted = false;
        waiting -= 1;
        waitingRoots.delete(rootSelector);
      }
      const root = document.querySelector(rootSelector);
      if (!root) return;
      replayEdits(root);
      const held = heldSubmission;
      if (held && root.contains(held.form)) {
        heldSubmission = null;
        // Once React has rendered the replayed values.
        window.setTimeout(() => {
          if (held.submitter?.isConnected) held.form.requestSubmit(held.submitter);
          else held.form.requestSubmit();
        });
      }
    }, []);
    return createElement(component ?? (hydrating ? Later : Now), props);
  }

  function Island(props: P) {
    return createElement(Suspense, { fallback: createElement('p', { className: 'page-loading', role: 'status' }, 'Chargement…') }, createElement(Body, props));
  }
  return Object.assign(Island, { preload });
}
