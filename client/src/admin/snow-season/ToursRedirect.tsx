import { Navigate } from 'react-router-dom';
import { adminPaths } from '../../lib/paths';

/**
 * /admin/tournees, the old « Tournées » screen (issue #28): snow routes are planned in one place,
 * the snow season's dispatch board, so the old address leads there and no bookmark breaks.
 */
export function ToursRedirect() {
  return <Navigate to={adminPaths.snowSeason.href()} replace />;
}
