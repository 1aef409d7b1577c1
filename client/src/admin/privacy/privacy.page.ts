import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.privacy.path,
  minRole: Role.ADMIN,
  nav: { key: 'privacy', group: 'administration', order: 30, label: { fr: 'Confidentialité', en: 'Privacy', es: 'Privacidad' } },
  load: () => import('./PrivacyPage').then((m) => m.PrivacyPage),
});
