import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A page whose code is its own chunk, loaded the first time it renders (or sooner, by `preload`).
 * React.lazy underneath, but a page whose code is already there renders at once, without suspending: the
 * browser loads the first page's chunk before hydrating (client/src/main.tsx) and the server before
 * rendering (client/src/ssr/render.tsx), so the first render matches the server's markup.
 * While the code loads, the page suspends: the first visit shows the nearest Suspense fallback, a
 * navigation (a transition, with React Router's BrowserRouter) keeps the previous page on screen.
 */
export interface LazyPage {
  (): ReactElement;
  /** Loads the page's code, once (a failure stays: the error screen offers a full page load). */
  preload: () => Promise<ComponentType>;
}

let loading = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Whether some page's code is loading (the public layout marks its main region busy meanwhile). */
export const pageLoading = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isLoading: () => loading > 0,
};

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let component: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    if (component) return Promise.resolve(component);
    if (!pending) {
      loading += 1;
      notify();
      pending = load().then((loaded) => {
        component = loaded;
        return loaded;
      });
      void pending.then(undefined, () => undefined).finally(() => {
        loading -= 1;
        notify();
      });
    }
    return pending;
  };
  const Lazy = lazy(() => preload().then((loaded) => ({ default: loaded })));
  const Page = () => createElement(component ?? Lazy);
  return Object.assign(Page, { preload });
}
