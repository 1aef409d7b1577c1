import { createContext, useContext } from 'react';
import type { Role } from '@shared/roles';

/** The signed-in staff member, as the server's `me` answered (the role is the server's, not the cached one). */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  /** « Prénom Nom », else the e-mail (issue #27). */
  displayName?: string;
  firstName?: string | null;
  lastName?: string | null;
  role: Role;
  /** An administrator required a new password: only Paramètres is open. */
  mustChangePassword?: boolean;
  /** Today is in the snow season: a driver's home is their route. */
  inSnowSeason?: boolean;
}

export const SessionContext = createContext<SessionUser | null>(null);

/** Inside the session guard only. */
export function useSession(): SessionUser {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() is only available below <RequireSession>.');
  return session;
}

/** Why a session ends: the login page says 'Session expirée…' only when the server refused it. */
export type SessionEndReason = 'logout' | 'expired' | 'account-deleted';

export interface SessionActions {
  /** Forgets the token (every storage) and goes to /admin/login, replacing the current history entry. */
  endSession: (reason: SessionEndReason) => void;
}

export const SessionActionsContext = createContext<SessionActions>({
  endSession: () => {
    throw new Error('endSession() is only available inside <AdminApp>.');
  },
});

export function useSessionActions(): SessionActions {
  return useContext(SessionActionsContext);
}

/** The router state the login page reads. */
export interface LoginLocationState {
  sessionExpired?: boolean;
}
