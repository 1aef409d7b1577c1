import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { takeConsoleErrorsAllowed } from './console-guard';
import { server } from './msw/server';
import { preloadIslands } from '../lib/interaction-island';

// findBy… and waitFor wait up to 5 s (default 1 s): lazily loaded pages first compile their chunk,
// which takes longer than a second on a loaded 2-core CI machine. A real failure still fails.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
// Each test starts signed out, with no preference stored (the back-office keeps both in storage).
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
afterAll(() => server.close());

// The pages' interaction islands (client/src/lib/interaction-island.tsx) render at once in tests, as
// after a navigation once their code is there.
beforeAll(() => preloadIslands());

// jsdom does not implement scrolling; the public layout's scroll restoration calls it on navigation.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

let errorSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error');
  warnSpy = jest.spyOn(console, 'warn');
});
afterEach(() => {
  const errorCalls = errorSpy.mock.calls;
  const warnCalls = warnSpy.mock.calls;
  const errorsAllowed = takeConsoleErrorsAllowed();
  errorSpy.mockRestore();
  warnSpy.mockRestore();
  if (!errorsAllowed) expect(errorCalls).toEqual([]);
  expect(warnCalls).toEqual([]);
});
jest.setTimeout(15_000);
