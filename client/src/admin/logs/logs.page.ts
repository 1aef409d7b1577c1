import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.logs.path,
  minRole: Role.ADMIN,
  nav: { key: 'logs', group: 'administration', order: 40, label: { fr: 'Journaux', en: 'Logs', es: 'Registros' } },
  load: () => import('./LogsPage').then((m) => m.LogsPage),
});
