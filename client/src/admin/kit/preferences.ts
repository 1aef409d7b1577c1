import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n/languages';

/**
 * The back-office's local preferences (spec §3), kept in local storage on this device:
 * adminDarkMode and adminLogsAutoRefresh ('true' / 'false'), adminLanguage ('fr', 'en', 'es').
 */
export const PREFERENCE_KEYS = {
  darkMode: 'adminDarkMode',
  language: 'adminLanguage',
  logsAutoRefresh: 'adminLogsAutoRefresh',
} as const;

const CHANGE_EVENT = 'admin-preference-change';

export interface Preferences {
  darkMode: boolean;
  language: Language;
  /** The logs page polls every 15 s while this is on (the default). */
  logsAutoRefresh: boolean;
}

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readBoolean(key: string, fallback: boolean): boolean {
  const value = readItem(key);
  return value === 'true' ? true : value === 'false' ? false : fallback;
}

export function readDarkMode(): boolean {
  return readBoolean(PREFERENCE_KEYS.darkMode, false);
}

export function readLogsAutoRefresh(): boolean {
  return readBoolean(PREFERENCE_KEYS.logsAutoRefresh, true);
}

export function readLanguage(): Language {
  const value = readItem(PREFERENCE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function writePreference<K extends keyof Preferences>(name: K, value: Preferences[K]): void {
  try {
    window.localStorage.setItem(PREFERENCE_KEYS[name], String(value));
  } catch {
    // Storage refused (private mode): the choice lasts until the page is reloaded.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(PREFERENCE_KEYS) as string[]).includes(event.key)) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Dark mode, followed across this tab and others. */
export function useDarkMode(): [boolean, (on: boolean) => void] {
  const value = useSyncExternalStore(subscribe, readDarkMode);
  return [value, useCallback((on: boolean) => writePreference('darkMode', on), [])];
}

/** The logs auto-refresh switch (on unless turned off), for the logs page. */
export function useLogsAutoRefresh(): [boolean, (on: boolean) => void] {
  const value = useSyncExternalStore(subscribe, readLogsAutoRefresh);
  return [value, useCallback((on: boolean) => writePreference('logsAutoRefresh', on), [])];
}
