import { PORTAL_PRIVACY_TEXTS } from '@shared/privacy.messages.fr';
import { definePortalSection } from '../section';

// Law 25 (issue #19): download everything held, ask for rectification or deletion.
export default definePortalSection({
  path: 'mes-renseignements',
  label: PORTAL_PRIVACY_TEXTS.menu,
  order: 70,
  load: () => import('./PrivacySection').then((m) => m.PrivacySection),
});
