import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.snowSeason.path,
  minRole: Role.MANAGER,
  nav: { key: 'snowSeason', group: 'operations', order: 10, label: { fr: 'Saison de neige', en: 'Snow season', es: 'Temporada de nieve' } },
  load: () => import('./SnowSeasonPage').then((m) => m.SnowSeasonPage),
});
