import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.eventDetail.path,
  minRole: Role.MANAGER,
  load: () => import('./EventDetailPage').then((m) => m.EventDetailPage),
});
