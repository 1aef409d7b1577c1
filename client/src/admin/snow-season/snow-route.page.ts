import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.snowRoute.path,
  minRole: Role.EMPLOYEE,
  nav: { key: 'snowRoute', group: 'operations', order: 40, label: { fr: 'Ma route', en: 'My route', es: 'Mi ruta' } },
  load: () => import('./SnowRoutePage').then((m) => m.SnowRoutePage),
});
