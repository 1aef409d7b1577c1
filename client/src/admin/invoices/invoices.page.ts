import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.invoices.path,
  minRole: Role.MANAGER,
  nav: { key: 'invoices', group: 'sales', order: 40, label: { fr: 'Factures', en: 'Invoices', es: 'Facturas' } },
  load: () => import('./InvoicesPage').then((m) => m.InvoicesPage),
});
