import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.dashboard.path,
  minRole: Role.MANAGER,
  nav: { key: 'dashboard', group: 'overview', order: 10, label: { fr: 'Tableau de bord', en: 'Dashboard', es: 'Panel' } },
  load: () => import('./DashboardPage').then((m) => m.DashboardPage),
});
