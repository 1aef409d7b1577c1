import { definePortalSection } from '../section';

export default definePortalSection({
  path: 'factures',
  label: 'Factures',
  order: 20,
  load: () => import('./InvoicesSection').then((m) => m.InvoicesSection),
});
