import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

// The e-mailed reset link (issue #27): outside the session guard.
export default defineAdminPage({
  path: adminPaths.resetPassword.path,
  minRole: null,
  load: () => import('./ResetPasswordPage').then((m) => m.ResetPasswordPage),
});
