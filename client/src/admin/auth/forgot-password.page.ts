import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

// Password recovery (issue #27): outside the session guard.
export default defineAdminPage({
  path: adminPaths.forgotPassword.path,
  minRole: null,
  load: () => import('./ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
});
