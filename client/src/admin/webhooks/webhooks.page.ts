import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.webhooks.path,
  minRole: Role.ADMIN,
  nav: { key: 'webhooks', group: 'administration', order: 20, label: { fr: 'Webhooks', en: 'Webhooks', es: 'Webhooks' } },
  load: () => import('./WebhooksPage').then((m) => m.WebhooksPage),
});
