import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * One section of the client portal, declared beside its component in `<section>.page.ts` (issue #30):
 * its path below /client, its menu label and rank, its page loaded on demand. The portal's menu and
 * routes are generated from these (portal/sections.generated.ts, `npm run codegen`).
 */
export interface PortalSectionDeclaration {
  /** Below /client: '' for the home page. */
  path: string;
  label: string;
  /** Rank in the menu, smallest first (a literal: `npm run codegen` reads it from the file's text). */
  order: number;
  load: () => Promise<ComponentType>;
}

export interface PortalSection extends PortalSectionDeclaration {
  Component: LazyExoticComponent<ComponentType>;
}

export function definePortalSection(declaration: PortalSectionDeclaration): PortalSection {
  return { ...declaration, Component: lazy(() => declaration.load().then((Component) => ({ default: Component }))) };
}

/** '/client' or '/client/documents'. */
export function sectionHref(section: Pick<PortalSectionDeclaration, 'path'>): string {
  return section.path ? `/client/${section.path}` : '/client';
}
