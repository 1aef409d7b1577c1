import { parseRole, type Role } from '@shared/roles';

/**
 * Where the back-office keeps its session token (back-office spec §3, §4).
 *
 * Lookup order: session storage, local storage, the legacy local-storage key, cookies. Saving
 * clears every old copy, then stores in local storage ('Se souvenir de moi') or session storage
 * (forgotten when the tab closes), and caches the upper-case role under `role`.
 */
export const TOKEN_KEY = 'adminToken';
export const LEGACY_TOKEN_KEY = 'admin_token';
export const ROLE_KEY = 'role';
/** Cookie names read (never written) for tokens left by older versions. */
const COOKIE_NAMES = [TOKEN_KEY, LEGACY_TOKEN_KEY] as const;

/** Fired on `window` whenever this tab saves or clears the token. */
export const TOKEN_CHANGE_EVENT = 'admin-token-change';

export type TokenLocation = 'session' | 'local' | 'legacy' | 'cookie';

/** The role shown when none is known (spec §6). */
export type KnownRole = Role | 'CLIENT';

export interface StoredToken {
  token: string;
  location: TokenLocation;
}

export function findToken(): StoredToken | null {
  const fromSession = read(() => window.sessionStorage.getItem(TOKEN_KEY));
  if (fromSession) return { token: fromSession, location: 'session' };
  const fromLocal = read(() => window.localStorage.getItem(TOKEN_KEY));
  if (fromLocal) return { token: fromLocal, location: 'local' };
  const legacy = read(() => window.localStorage.getItem(LEGACY_TOKEN_KEY));
  if (legacy) return { token: legacy, location: 'legacy' };
  for (const name of COOKIE_NAMES) {
    const fromCookie = readCookie(name);
    if (fromCookie) return { token: fromCookie, location: 'cookie' };
  }
  return null;
}

export function getToken(): string | null {
  return findToken()?.token ?? null;
}

/** True when the token lives in persistent storage (anything but session storage). */
export function isRemembered(): boolean {
  const found = findToken();
  return found !== null && found.location !== 'session';
}

/**
 * Stores a new token: every old copy is removed first, then it goes to local storage when
 * `remember`, session storage otherwise. The role (from `role`, else the token's payload) is
 * cached upper-case under `role`.
 */
export function saveToken(token: string, { remember, role }: { remember: boolean; role?: string | null }): void {
  removeEverywhere();
  const storage = remember ? window.localStorage : window.sessionStorage;
  storage.setItem(TOKEN_KEY, token);
  const cachedRole = parseRole(role) ?? parseRole(readTokenPayload(token)?.['role']);
  if (cachedRole) window.localStorage.setItem(ROLE_KEY, cachedRole);
  notify();
}

/** Replaces the token where the current one is kept (after a password change). */
export function replaceToken(token: string, role?: string | null): void {
  saveToken(token, { remember: isRemembered(), role });
}

/** Signs out on this device: the token in every place, and the cached role. */
export function clearToken(): void {
  removeEverywhere();
  notify();
}

/** Keeps the cached role in step with what the server says about the account. */
export function cacheRole(role: string): void {
  const parsed = parseRole(role);
  if (parsed) window.localStorage.setItem(ROLE_KEY, parsed);
}

/** Role source (spec §6): local storage, else the token's payload, else CLIENT; upper-case. */
export function storedRole(): KnownRole {
  const cached = parseRole(read(() => window.localStorage.getItem(ROLE_KEY)));
  if (cached) return cached;
  const token = getToken();
  return (token && parseRole(readTokenPayload(token)?.['role'])) || 'CLIENT';
}

/** The JWT's payload, or null when it cannot be read. Nothing is verified: only the server can. */
export function readTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Spec §4: `exp` (seconds) at or before now means expired; a payload that cannot be read, or
 * has no numeric `exp`, does not count as expired (the server decides).
 */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = readTokenPayload(token)?.['exp'];
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return false;
  return exp <= Math.floor(nowMs / 1000);
}

function removeEverywhere(): void {
  for (const storage of [window.sessionStorage, window.localStorage]) {
    storage.removeItem(TOKEN_KEY);
  }
  window.localStorage.removeItem(LEGACY_TOKEN_KEY);
  window.localStorage.removeItem(ROLE_KEY);
  for (const name of COOKIE_NAMES) {
    if (readCookie(name) !== null) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = safeDecode(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Storage can throw (private mode, disabled storage): then nothing is found. */
function read(get: () => string | null): string | null {
  try {
    return get();
  } catch {
    return null;
  }
}

function notify(): void {
  window.dispatchEvent(new Event(TOKEN_CHANGE_EVENT));
}
