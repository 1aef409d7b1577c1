import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.tours.path,
  minRole: Role.MANAGER,
  nav: { key: 'tours', group: 'operations', order: 20, label: { fr: 'Tournées', en: 'Routes', es: 'Rutas' } },
  load: () => import('./ToursPage').then((m) => m.ToursPage),
});
