import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { roleAtLeast, Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { useSession } from '../kit/session-context';

/**
 * The role guard (spec §4): a role below `min` goes to /admin, which sends each role to its home
 * page. Display only: the server checks every request again.
 */
export function RequireRole({ min, children }: { min: Role; children: ReactNode }) {
  const { role } = useSession();
  if (!roleAtLeast(role, min)) return <Navigate to={adminPaths.root.href()} replace />;
  return children;
}

/** /admin itself: EMPLOYEE to the time clock, every other role to the dashboard. */
export function AdminHomeRedirect() {
  const { role, inSnowSeason } = useSession();
  // During the snow season a driver's home is their route, not Pointage (issue #27).
  const employeeHome = inSnowSeason ? adminPaths.snowRoute.href() : adminPaths.punch.href();
  return <Navigate to={role === Role.EMPLOYEE ? employeeHome : adminPaths.dashboard.href()} replace />;
}
