import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.pickups.path,
  minRole: Role.MANAGER,
  nav: { key: 'pickups', group: 'operations', order: 30, label: { fr: 'Ramassage', en: 'Pickups', es: 'Recogidas' } },
  load: () => import('./PickupRequestsPage').then((m) => m.PickupRequestsPage),
});
