import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.punch.path,
  minRole: Role.EMPLOYEE,
  nav: { key: 'punch', group: 'team', order: 20, label: { fr: 'Pointage', en: 'Time clock', es: 'Fichaje' } },
  load: () => import('./PunchPage').then((m) => m.PunchPage),
});
