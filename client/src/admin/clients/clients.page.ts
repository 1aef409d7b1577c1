import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.clients.path,
  minRole: Role.MANAGER,
  nav: { key: 'clients', group: 'sales', order: 30, label: { fr: 'Clients', en: 'Clients', es: 'Clientes' } },
  load: () => import('./ClientsPage').then((m) => m.ClientsPage),
});
