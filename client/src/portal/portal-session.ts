import { createContext, use } from 'react';
import type { ClientProfileQuery } from '../graphql-public/graphql';

export type PortalProfile = ClientProfileQuery['clientProfile'];

export interface PortalSession {
  profile: PortalProfile;
  /** Reads the session again (after signing in or a profile change). */
  refresh: () => Promise<void>;
  /**
   * The server ended the session (« Me déconnecter », everywhere or not): the sign-in page at once.
   * Not `refresh`: until its answer the signed-in layout stayed, so Back pressed meanwhile showed the
   * section before, with the e-mail address, to a session that no longer was.
   */
  signedOut: () => void;
}

export const PortalSessionContext = createContext<PortalSession | null>(null);

/** The signed-in client (inside the portal's signed-in layout only). */
export function usePortalSession(): PortalSession {
  const session = use(PortalSessionContext);
  if (!session) throw new Error('usePortalSession outside the signed-in portal');
  return session;
}

/** True for the server's "no client session" answer. */
export function isUnauthenticated(error: unknown): boolean {
  const errors = (error as { errors?: readonly { extensions?: Record<string, unknown> }[] } | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
}
