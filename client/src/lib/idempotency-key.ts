import { useRef } from 'react';

/** A random idempotency key (UUID v4): the time clock's punches and the public forms' submissions. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers: 122 random bits in the UUID v4 layout.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per filled form (issue #32): every try of the same form sends it, so a repeat after a lost
 * answer (a dropped connection, a process restarted) gets the first request back instead of a second
 * one; `renew` after a success or a reset starts a new form.
 */
export function useSubmissionKey(): { current: () => string; renew: () => void } {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= newIdempotencyKey()),
    renew: () => {
      key.current = null;
    },
  };
}
