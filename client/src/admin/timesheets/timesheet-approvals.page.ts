import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.timesheetApprovals.path,
  minRole: Role.MANAGER,
  nav: { key: 'timesheetApprovals', group: 'team', order: 10, label: { fr: 'Approbation des heures', en: 'Timesheet approvals', es: 'Aprobación de horas' } },
  load: () => import('./TimesheetApprovalsPage').then((m) => m.TimesheetApprovalsPage),
});
