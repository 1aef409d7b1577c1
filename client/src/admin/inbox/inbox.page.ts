import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.inbox.path,
  minRole: Role.MANAGER,
  nav: { key: 'inbox', group: 'overview', order: 20, label: { fr: 'À traiter', en: 'To do', es: 'Por tratar' } },
  load: () => import('./InboxPage').then((m) => m.InboxPage),
});
