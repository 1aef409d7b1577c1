import { definePortalSection } from '../section';

export default definePortalSection({
  path: 'profil',
  label: 'Mon profil',
  order: 60,
  load: () => import('./ProfileSection').then((m) => m.ProfileSection),
});
