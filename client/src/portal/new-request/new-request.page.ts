import { definePortalSection } from '../section';

export default definePortalSection({
  path: 'nouvelle-demande',
  label: 'Nouvelle demande',
  order: 40,
  load: () => import('./NewRequestSection').then((m) => m.NewRequestSection),
});
