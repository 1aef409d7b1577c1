import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Role } from '@shared/roles';
import { adminPaths } from '../app/paths';
import type { fr } from './i18n/fr';

/** One back-office page: where it lives, the lowest role that may open it, and its code (own chunk). */
/** The sidebar's groups, by job (issue #28); the dashboard sits above them. */
export const ADMIN_NAV_GROUPS = ['overview', 'sales', 'operations', 'team', 'administration'] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

export interface AdminPage {
  /** Its label in the sidebar: `nav.<key>`. */
  key: keyof typeof fr.nav;
  /** Its group in the sidebar (`layout.group_<group>`). */
  group: AdminNavGroup;
  path: string;
  href: string;
  minRole: Role;
  Component: LazyExoticComponent<ComponentType>;
}

const page = (group: AdminNavGroup, key: AdminPage['key'], route: { path: string; href: () => string }, minRole: Role, load: () => Promise<ComponentType>): AdminPage => ({
  group,
  key,
  path: route.path,
  href: route.href(),
  minRole,
  Component: lazy(() => load().then((Component) => ({ default: Component }))),
});

/**
 * The sidebar's pages, grouped by job (issue #28: sales, operations, team, administration) and who
 * may open them. The server checks every request again; this only decides what the interface
 * offers. Settings is open to every role (everyone can change their password); the time clock too;
 * the system logs, webhooks, billing reports and privacy register are for ADMIN and up; the rest is
 * for MANAGER and up.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  page('overview', 'dashboard', adminPaths.dashboard, Role.MANAGER, () => import('./dashboard/DashboardPage').then((m) => m.DashboardPage)),
  // The office inbox « À traiter » (issue #26): what needs a person, with live counts per section.
  page('overview', 'inbox', adminPaths.inbox, Role.MANAGER, () => import('./inbox/InboxPage').then((m) => m.InboxPage)),
  page('sales', 'events', adminPaths.events, Role.MANAGER, () => import('./events/EventsPage').then((m) => m.EventsPage)),
  page('sales', 'orders', adminPaths.orders, Role.MANAGER, () => import('./orders/OrdersPage').then((m) => m.OrdersPage)),
  page('sales', 'clients', adminPaths.clients, Role.MANAGER, () => import('./clients/ClientsPage').then((m) => m.ClientsPage)),
  page('sales', 'invoices', adminPaths.invoices, Role.MANAGER, () => import('./invoices/InvoicesPage').then((m) => m.InvoicesPage)),
  page('sales', 'invoiceReports', adminPaths.invoiceReports, Role.ADMIN, () => import('./invoices/InvoiceReportsPage').then((m) => m.InvoiceReportsPage)),
  page('operations', 'snowSeason', adminPaths.snowSeason, Role.MANAGER, () => import('./snow-season/SnowSeasonPage').then((m) => m.SnowSeasonPage)),
  page('operations', 'pickups', adminPaths.pickups, Role.MANAGER, () => import('./pickup/PickupRequestsPage').then((m) => m.PickupRequestsPage)),
  page('operations', 'snowRoute', adminPaths.snowRoute, Role.EMPLOYEE, () => import('./snow-season/SnowRoutePage').then((m) => m.SnowRoutePage)),
  // Managers approve the hours from the sidebar (issue #27).
  page('team', 'timesheetApprovals', adminPaths.timesheetApprovals, Role.MANAGER, () => import('./timesheets/TimesheetApprovalsPage').then((m) => m.TimesheetApprovalsPage)),
  page('team', 'punch', adminPaths.punch, Role.EMPLOYEE, () => import('./timeclock/PunchPage').then((m) => m.PunchPage)),
  page('administration', 'pricing', adminPaths.pricing, Role.MANAGER, () => import('./pricing/PricingPage').then((m) => m.PricingPage)),
  page('administration', 'webhooks', adminPaths.webhooks, Role.ADMIN, () => import('./webhooks/WebhooksPage').then((m) => m.WebhooksPage)),
  page('administration', 'privacy', adminPaths.privacy, Role.ADMIN, () => import('./privacy/PrivacyPage').then((m) => m.PrivacyPage)),
  page('administration', 'logs', adminPaths.logs, Role.ADMIN, () => import('./logs/LogsPage').then((m) => m.LogsPage)),
  page('administration', 'settings', adminPaths.settings, Role.EMPLOYEE, () => import('./settings/SettingsPage').then((m) => m.SettingsPage)),
];

/** Pages reached from another page rather than from the sidebar. */
export const ADMIN_SUBPAGES: readonly Omit<AdminPage, 'key' | 'href' | 'group'>[] = [
  {
    path: adminPaths.eventDetail.path,
    minRole: Role.MANAGER,
    Component: lazy(() => import('./events/EventDetailPage').then((m) => ({ default: m.EventDetailPage }))),
  },
  // Issue #18, reached from the punch page.
  {
    path: adminPaths.timesheet.path,
    minRole: Role.EMPLOYEE,
    Component: lazy(() => import('./timesheets/MyTimesheetPage').then((m) => ({ default: m.MyTimesheetPage }))),
  },
  // « Tournées » planned the same snow orders as the snow season's board (issue #28): its address now leads there.
  {
    path: adminPaths.tours.path,
    minRole: Role.MANAGER,
    Component: lazy(() => import('./snow-season/ToursRedirect').then((m) => ({ default: m.ToursRedirect }))),
  },
  {
    path: adminPaths.invoiceDetail.path,
    minRole: Role.MANAGER,
    Component: lazy(() => import('./invoices/InvoiceDetailPage').then((m) => ({ default: m.InvoiceDetailPage }))),
  },
];
