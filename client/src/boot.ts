// The page's entry script. The global stylesheet first, then the public pages' modules: the same
// order as styles.css had.
import './styles.css';
import { PAGE_SCRIPTS_ELEMENT_ID } from '@shared/page-scripts';
import { markInlinedStylesheets } from './lib/inlined-stylesheets';
import { INTERACTION_TRIGGERS } from './lib/interaction-triggers';
import { PUBLIC_PAGE_STYLES } from './public/page-styles';

// Keeps the public pages' CSS Modules in this entry's stylesheet (see page-styles.ts).
if (PUBLIC_PAGE_STYLES.length === 0) throw new Error('The public pages have no styles.');
markInlinedStylesheets(document);

/**
 * The application (React, the router, the page's code: client/src/main.tsx). A page the server sent
 * rendered (its markup in #root, its stylesheet inline) needs none of it for its first paint: it is
 * loaded once that paint is done, so that the HTML and the paint come first on a slow connection.
 * Any other page (back-office, 404…) has nothing to show without it: at once.
 */
const start = () => {
  preloadPageScripts();
  // React DOM (two thirds of the application's code) is evaluated in a task of its own, the rest of
  // the application (the router, the pages' registry, main.tsx) in the next one: a module graph is
  // evaluated in one task, and the whole of it was the longest task after the paint (a phone 4×
  // slower than a desktop makes it block input; bench/README.md, branch tbt). The server lists the
  // application's chunks with the page's (page-scripts), so both are fetched at once.
  void import('./lib/react-dom-client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./main'));
};

/**
 * The page's own chunks (listed by the server, server/src/web/spa.ts), fetched beside the
 * application's: not before the first paint, where they would only compete with the page.
 */
function preloadPageScripts() {
  const list = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// Until the application holds the page's forms, a submission (a click on a form's button before its
// code arrived) would make the browser send the fields in the address: held here instead, and made
// again by the hydrated form (lib/interaction-island.ts takes it over).
window.addEventListener('submit', (event) => {
  if (window.__formsReady || event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  window.__heldSubmission = { form: event.target, submitter: event.submitter };
});
// A button of the server's markup (an FAQ question, « Tout ouvrir », a menu) does nothing until the
// application holds it: a click before that is kept and made again once the page is hydrated
// (client/src/main.tsx), instead of being lost on a slow phone.
window.addEventListener(
  'click',
  (event) => {
    if (window.__formsReady || !(event.target instanceof Element)) return;
    const button = event.target.closest('#root button[type="button"]');
    if (button instanceof HTMLButtonElement && !button.disabled) (window.__heldClicks ??= []).push(button);
  },
  true,
);
// The visitor's first interaction (lib/interaction-triggers.ts), noted for the interaction islands:
// one made before the application arrived (a field filled, « Soumettre » pressed) hydrates them at
// once instead of at the next one (lib/interaction-island.ts).
const interacted = () => {
  window.__interacted = true;
  for (const type of INTERACTION_TRIGGERS) window.removeEventListener(type, interacted, true);
};
for (const type of INTERACTION_TRIGGERS) window.addEventListener(type, interacted, { capture: true, passive: true });
if (document.getElementById('root')?.hasChildNodes() && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
