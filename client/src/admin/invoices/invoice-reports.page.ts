import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.invoiceReports.path,
  minRole: Role.ADMIN,
  nav: { key: 'invoiceReports', group: 'sales', order: 50, label: { fr: 'Rapports de facturation', en: 'Billing reports', es: 'Informes de facturación' } },
  load: () => import('./InvoiceReportsPage').then((m) => m.InvoiceReportsPage),
});
