import { useSyncExternalStore } from 'react';
import { getToken, TOKEN_CHANGE_EVENT } from './token-storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(TOKEN_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(TOKEN_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored session token, kept current when this tab or another one saves or clears it. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribe, getToken);
}
