import { fakeToken } from '../testing/admin-fixtures';
import {
  clearToken,
  findToken,
  getToken,
  isRemembered,
  isTokenExpired,
  LEGACY_TOKEN_KEY,
  readTokenPayload,
  replaceToken,
  ROLE_KEY,
  saveToken,
  storedRole,
  TOKEN_CHANGE_EVENT,
  TOKEN_KEY,
} from './token-storage';

const setCookie = (name: string, value: string) => (document.cookie = `${name}=${encodeURIComponent(value)}; Path=/`);

describe('token storage', () => {
  it('looks in session storage, then local storage, then the legacy key, then cookies', () => {
    expect(findToken()).toBeNull();
    setCookie('admin_token', 'from-cookie');
    expect(findToken()).toEqual({ token: 'from-cookie', location: 'cookie' });
    localStorage.setItem(LEGACY_TOKEN_KEY, 'legacy');
    expect(findToken()).toEqual({ token: 'legacy', location: 'legacy' });
    localStorage.setItem(TOKEN_KEY, 'local');
    expect(findToken()).toEqual({ token: 'local', location: 'local' });
    sessionStorage.setItem(TOKEN_KEY, 'session');
    expect(findToken()).toEqual({ token: 'session', location: 'session' });
    expect(getToken()).toBe('session');
  });

  it('reads a token from an adminToken cookie too', () => {
    setCookie('adminToken', 'a.b.c');
    expect(getToken()).toBe('a.b.c');
  });

  it('saves in local storage with remember-me, clearing every old copy, and caches the upper-case role', () => {
    sessionStorage.setItem(TOKEN_KEY, 'old-session');
    localStorage.setItem(LEGACY_TOKEN_KEY, 'old-legacy');
    setCookie('admin_token', 'old-cookie');
    const changes = jest.fn();
    window.addEventListener(TOKEN_CHANGE_EVENT, changes);

    saveToken('new-token', { remember: true, role: 'manager' });

    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
    expect(document.cookie).not.toContain('admin_token');
    expect(localStorage.getItem(ROLE_KEY)).toBe('MANAGER');
    expect(isRemembered()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
    window.removeEventListener(TOKEN_CHANGE_EVENT, changes);
  });

  it('saves in session storage without remember-me, the role taken from the token when not given', () => {
    localStorage.setItem(TOKEN_KEY, 'old-local');
    const token = fakeToken({ role: 'employee' });
    saveToken(token, { remember: false });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBe('EMPLOYEE');
    expect(isRemembered()).toBe(false);
  });

  it('replaces a token where the old one was kept (a legacy token moves to local storage)', () => {
    sessionStorage.setItem(TOKEN_KEY, 'session-token');
    replaceToken('next', 'ADMIN');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('next');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    clearToken();
    localStorage.setItem(LEGACY_TOKEN_KEY, 'legacy-token');
    replaceToken('after-legacy', 'ADMIN');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('after-legacy');
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
  });

  it('clears the token from every place, and the cached role', () => {
    sessionStorage.setItem(TOKEN_KEY, 's');
    localStorage.setItem(TOKEN_KEY, 'l');
    localStorage.setItem(LEGACY_TOKEN_KEY, 'legacy');
    localStorage.setItem(ROLE_KEY, 'ADMIN');
    localStorage.setItem('adminLanguage', 'en');
    setCookie('adminToken', 'c1');
    setCookie('admin_token', 'c2');

    clearToken();

    expect(getToken()).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
    expect(document.cookie).toBe('');
    // Preferences are not part of the session.
    expect(localStorage.getItem('adminLanguage')).toBe('en');
  });

  it('takes the role from local storage, else from the token, else CLIENT', () => {
    expect(storedRole()).toBe('CLIENT');
    sessionStorage.setItem(TOKEN_KEY, fakeToken({ role: 'manager' }));
    expect(storedRole()).toBe('MANAGER');
    localStorage.setItem(ROLE_KEY, 'admin');
    expect(storedRole()).toBe('ADMIN');
    localStorage.setItem(ROLE_KEY, 'CHEF');
    expect(storedRole()).toBe('MANAGER');
  });
});

describe('token payload and expiry', () => {
  const now = Date.UTC(2026, 0, 15, 12, 0, 0);
  const nowSeconds = now / 1000;

  it('reads the base64url JSON payload, accents included', () => {
    const token = fakeToken({ role: 'ADMIN', exp: nowSeconds + 60, sub: 'é' });
    expect(readTokenPayload(token)).toMatchObject({ role: 'ADMIN', exp: nowSeconds + 60, sub: 'é' });
    expect(readTokenPayload('pas-un-jeton')).toBeNull();
    expect(readTokenPayload('a.%%%.c')).toBeNull();
    expect(readTokenPayload(`a.${btoa('[1,2]')}.c`)).toBeNull();
  });

  it('is expired when exp is at or before now (seconds), not when unreadable or without exp', () => {
    expect(isTokenExpired(fakeToken({ exp: nowSeconds - 1 }), now)).toBe(true);
    expect(isTokenExpired(fakeToken({ exp: nowSeconds }), now)).toBe(true);
    expect(isTokenExpired(fakeToken({ exp: nowSeconds + 1 }), now)).toBe(false);
    expect(isTokenExpired('illisible', now)).toBe(false);
    expect(isTokenExpired(`a.${btoa(JSON.stringify({ role: 'ADMIN' }))}.c`, now)).toBe(false);
    expect(isTokenExpired(`a.${btoa(JSON.stringify({ exp: 'demain' }))}.c`, now)).toBe(false);
  });
});
