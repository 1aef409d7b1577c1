import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.invoiceDetail.path,
  minRole: Role.MANAGER,
  load: () => import('./InvoiceDetailPage').then((m) => m.InvoiceDetailPage),
});
