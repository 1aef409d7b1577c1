import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

// The shared tablet (issue #18): no staff session, its own device token.
export default defineAdminPage({
  path: adminPaths.kiosk.path,
  minRole: null,
  load: () => import('./KioskPage').then((m) => m.KioskPage),
});
