import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Role } from '@shared/roles';

/** The sidebar's groups, by job (issue #28); the dashboard sits above them. */
export const ADMIN_NAV_GROUPS = ['overview', 'sales', 'operations', 'team', 'administration'] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

/** A page's entry in the sidebar: its key (`nav.<key>`, the inbox's badges), group, rank in the group and label. */
export interface AdminNavEntry {
  key: string;
  group: AdminNavGroup;
  /** Rank inside the group, smallest first. */
  order: number;
  /** The sidebar's label in each language of the back-office (generated into `nav.<key>`). */
  label: { readonly fr: string; readonly en: string; readonly es: string };
}

/**
 * What `<feature>.page.ts` declares (issue #30): written as literals (`npm run codegen` reads the
 * labels and the rank from the file's text) except the path, the role and `load`.
 */
export interface AdminPageDeclaration {
  /** The full path (`/admin/…`), usually `adminPaths.x.path` from lib/paths. */
  path: string;
  /** The lowest role that may open it; null: no staff session (outside the session guard and the layout). */
  minRole: Role | null;
  /** In the sidebar; absent for a page reached from another page. */
  nav?: AdminNavEntry;
  /** The page's code, its own chunk. */
  load: () => Promise<ComponentType>;
}

export interface AdminPage extends AdminPageDeclaration {
  Component: LazyExoticComponent<ComponentType>;
}

/** A back-office page beside its component; the route table and the sidebar are generated from these (admin/pages.generated.ts). */
export function defineAdminPage(declaration: AdminPageDeclaration): AdminPage {
  return { ...declaration, Component: lazy(() => declaration.load().then((Component) => ({ default: Component }))) };
}

/** The sidebar's pages a role may open, by group then rank. */
export function navPages(pages: readonly AdminPage[]): (AdminPage & { nav: AdminNavEntry })[] {
  return pages
    .filter((page): page is AdminPage & { nav: AdminNavEntry } => page.nav !== undefined)
    .sort((a, b) => ADMIN_NAV_GROUPS.indexOf(a.nav.group) - ADMIN_NAV_GROUPS.indexOf(b.nav.group) || a.nav.order - b.nav.order);
}
