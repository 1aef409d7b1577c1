import type { PortalSection } from './sections';

/** '/client' or '/client/documents'. */
export function sectionHref(section: Pick<PortalSection, 'path'>): string {
  return section.path ? `/client/${section.path}` : '/client';
}
