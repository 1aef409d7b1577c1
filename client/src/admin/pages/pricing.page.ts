import { Role } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: adminPaths.pricing.path,
  minRole: Role.MANAGER,
  nav: { key: 'pricing', group: 'administration', order: 10, label: { fr: 'Tarification', en: 'Pricing', es: 'Tarifas' } },
  load: () => import('./PricingPage').then((m) => m.PricingPage),
});
