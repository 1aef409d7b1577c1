import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.settings.path,
  minRole: Role.EMPLOYEE,
  nav: { key: 'settings', group: 'administration', order: 50, label: { fr: 'Paramètres', en: 'Settings', es: 'Ajustes' } },
  load: () => import('./SettingsPage').then((m) => m.SettingsPage),
});
