import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.orders.path,
  minRole: Role.MANAGER,
  nav: { key: 'orders', group: 'sales', order: 20, label: { fr: 'Commandes', en: 'Orders', es: 'Pedidos' } },
  load: () => import('./OrdersPage').then((m) => m.OrdersPage),
});
