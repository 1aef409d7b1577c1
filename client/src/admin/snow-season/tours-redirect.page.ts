import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

// « Tournées » planned the same snow orders as the snow season's board (issue #28): its address now leads there.
export default defineAdminPage({
  path: adminPaths.tours.path,
  minRole: Role.MANAGER,
  load: () => import('./ToursRedirect').then((m) => m.ToursRedirect),
});
