import { definePortalSection } from '../section';

export default definePortalSection({
  path: '',
  label: 'Mes demandes',
  order: 10,
  load: () => import('./HomeSection').then((m) => m.HomeSection),
});
