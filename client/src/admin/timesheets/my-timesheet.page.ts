import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

// Issue #18, reached from the punch page.
export default defineAdminPage({
  path: adminPaths.timesheet.path,
  minRole: Role.EMPLOYEE,
  load: () => import('./MyTimesheetPage').then((m) => m.MyTimesheetPage),
});
