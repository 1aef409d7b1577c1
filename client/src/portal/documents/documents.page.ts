import { definePortalSection } from '../section';

export default definePortalSection({
  path: 'documents',
  label: 'Documents',
  order: 30,
  load: () => import('./DocumentsSection').then((m) => m.DocumentsSection),
});
