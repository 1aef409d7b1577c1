import { definePortalSection } from '../section';

export default definePortalSection({
  path: 'deneigement',
  label: 'Déneigement',
  order: 50,
  load: () => import('./SnowSection').then((m) => m.SnowSection),
});
