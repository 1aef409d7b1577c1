import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from './lib/react-dom-client';
import { App } from './app/App';
import { preloadPages } from './app/router';
import { replayEarlyEdits } from './lib/interaction-island';
import { readSiteConfig } from './lib/site-config';

// The application, loaded by the entry script (boot.ts) after the first paint of a page the server rendered.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = () => (
  <StrictMode>
    <App siteConfig={readSiteConfig(document)} />
  </StrictMode>
);

/**
 * Rendered nothing, after the page: once hydrated, hands what the visitor typed in the server's
 * form fields before (the search of the FAQ, say) to the page, whose state does not have it.
 */
function EarlyEdits() {
  useLayoutEffect(() => {
    // Hydrated: the page's own handlers hold its forms from now on (client/src/boot.ts).
    window.__formsReady = true;
    replayEarlyEdits(container!);
    // Again after the browser's pending events: text typed while hydration was finishing reached
    // the field but not the page's state (seen with the FAQ search in Chromium).
    const again = window.setTimeout(() => {
      replayEarlyEdits(container!);
      // The buttons clicked before (client/src/boot.ts), out of React's commit: a click on a part
      // still waiting for its hydration (a lazy page) makes React hydrate it first, then handle it.
      for (const button of window.__heldClicks?.splice(0) ?? []) if (button.isConnected) button.click();
    }, 0);
    return () => window.clearTimeout(again);
  }, []);
  return null;
}

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
    hydrateRoot(
      root,
      <>
        {app()}
        <EarlyEdits />
      </>,
    );
  });
}

if (container.hasChildNodes()) void hydrate(container);
else {
  window.__formsReady = true;
  createRoot(container).render(app());
}
