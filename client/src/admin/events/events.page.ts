import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.events.path,
  minRole: Role.MANAGER,
  nav: { key: 'events', group: 'sales', order: 10, label: { fr: 'Événements', en: 'Events', es: 'Eventos' } },
  load: () => import('./EventsPage').then((m) => m.EventsPage),
});
