// The global stylesheet first, then the public pages' modules: the same order as styles.css had.
import './styles.css';
import { PUBLIC_PAGE_STYLES } from './public/page-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPages } from './app/router';
import { markInlinedStylesheets } from './lib/inlined-stylesheets';
import { readSiteConfig } from './lib/site-config';

// Keeps the public pages' CSS Modules in this entry's stylesheet (see page-styles.ts).
if (PUBLIC_PAGE_STYLES.length === 0) throw new Error('The public pages have no styles.');
markInlinedStylesheets(document);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = () => (
  <StrictMode>
    <App siteConfig={readSiteConfig(document)} />
  </StrictMode>
);

/**
 * A public page arrives rendered by the server (server/src/web/spa.ts): its pages' code is
 * loaded before hydrating, so the first render matches the markup, which React adopts.
 * Any other page (the back-office, an unknown path) starts from an empty root.
 */
async function hydrate(root: HTMLElement) {
  await preloadPages(window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page (a default-priority hydration is not time-sliced).
  startTransition(() => {
    hydrateRoot(root, app());
  });
}

if (container.hasChildNodes()) void hydrate(container);
else createRoot(container).render(app());
