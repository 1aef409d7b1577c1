import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Role } from '@shared/roles';
import { adminPaths } from '../app/paths';
import type { fr } from './i18n/fr';

/** One back-office page: where it lives, the lowest role that may open it, and its code (own chunk). */
export interface AdminPage {
  /** Its label in the sidebar: `nav.<key>`. */
  key: keyof typeof fr.nav;
  path: string;
  href: string;
  minRole: Role;
  Component: LazyExoticComponent<ComponentType>;
}

const page = (key: AdminPage['key'], route: { path: string; href: () => string }, minRole: Role, load: () => Promise<ComponentType>): AdminPage => ({
  key,
  path: route.path,
  href: route.href(),
  minRole,
  Component: lazy(() => load().then((Component) => ({ default: Component }))),
});

/**
 * The sidebar's pages in the spec's order (§2) and who may open them. The server checks every
 * request again; this only decides what the interface offers. Settings is open to every role
 * (everyone can change their password); the time clock too; the system logs are for ADMIN and up
 * (they hold addresses and internals: README, Differences from the spec); the rest is for MANAGER and up.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  page('dashboard', adminPaths.dashboard, Role.MANAGER, () => import('./dashboard/DashboardPage').then((m) => m.DashboardPage)),
  page('tours', adminPaths.tours, Role.MANAGER, () => import('./tours/ToursPage').then((m) => m.ToursPage)),
  page('pricing', adminPaths.pricing, Role.MANAGER, () => import('./pricing/PricingPage').then((m) => m.PricingPage)),
  page('orders', adminPaths.orders, Role.MANAGER, () => import('./orders/OrdersPage').then((m) => m.OrdersPage)),
  page('clients', adminPaths.clients, Role.MANAGER, () => import('./clients/ClientsPage').then((m) => m.ClientsPage)),
  page('pickups', adminPaths.pickups, Role.MANAGER, () => import('./pickup/PickupRequestsPage').then((m) => m.PickupRequestsPage)),
  page('events', adminPaths.events, Role.MANAGER, () => import('./events/EventsPage').then((m) => m.EventsPage)),
  page('logs', adminPaths.logs, Role.ADMIN, () => import('./logs/LogsPage').then((m) => m.LogsPage)),
  page('punch', adminPaths.punch, Role.EMPLOYEE, () => import('./timeclock/PunchPage').then((m) => m.PunchPage)),
  page('settings', adminPaths.settings, Role.EMPLOYEE, () => import('./settings/SettingsPage').then((m) => m.SettingsPage)),
  // Not in the spec's sidebar: integrators' webhooks (issue #10), last so the spec's order stays.
  page('webhooks', adminPaths.webhooks, Role.ADMIN, () => import('./webhooks/WebhooksPage').then((m) => m.WebhooksPage)),
  page('invoices', adminPaths.invoices, Role.MANAGER, () => import('./invoices/InvoicesPage').then((m) => m.InvoicesPage)),
  page('invoiceReports', adminPaths.invoiceReports, Role.ADMIN, () => import('./invoices/InvoiceReportsPage').then((m) => m.InvoiceReportsPage)),
  page('snowSeason', adminPaths.snowSeason, Role.MANAGER, () => import('./snow-season/SnowSeasonPage').then((m) => m.SnowSeasonPage)),
  page('snowRoute', adminPaths.snowRoute, Role.EMPLOYEE, () => import('./snow-season/SnowRoutePage').then((m) => m.SnowRoutePage)),
  // Law 25 requests queue and incident register (issue #19), ADMIN only.
  page('privacy', adminPaths.privacy, Role.ADMIN, () => import('./privacy/PrivacyPage').then((m) => m.PrivacyPage)),
  // The office inbox « À traiter » (issue #26): what needs a person, with live counts per section.
  page('inbox', adminPaths.inbox, Role.MANAGER, () => import('./inbox/InboxPage').then((m) => m.InboxPage)),
];

/** Pages reached from another page rather than from the sidebar. */
export const ADMIN_SUBPAGES: readonly Omit<AdminPage, 'key' | 'href'>[] = [
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
  {
    path: adminPaths.timesheetApprovals.path,
    minRole: Role.MANAGER,
    Component: lazy(() => import('./timesheets/TimesheetApprovalsPage').then((m) => ({ default: m.TimesheetApprovalsPage }))),
  },
  {
    path: adminPaths.invoiceDetail.path,
    minRole: Role.MANAGER,
    Component: lazy(() => import('./invoices/InvoiceDetailPage').then((m) => ({ default: m.InvoiceDetailPage }))),
  },
];
