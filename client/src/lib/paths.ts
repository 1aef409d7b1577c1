/**
 * Every URL path, fixed by the specs (French paths, English keys). Components link with
 * `paths.x.href()`, the routers declare `paths.x.path`; nothing else spells a path.
 */
function route<const P extends string>(path: P) {
  return { path, href: (): P => path } as const;
}

/** A path with one `:id` parameter: `href(id)` fills it in. */
function routeWithId<const P extends `${string}:id${string}`>(path: P) {
  return { path, href: (id: string | number): string => path.replace(':id', encodeURIComponent(String(id))) } as const;
}

export const paths = {
  home: route('/'),
  snowQuote: route('/deneigement'),
  eventQuote: route('/evenementiel'),
  pickup: route('/ramassage'),
  faq: route('/faq'),
  terms: route('/conditions-generales'),
  privacy: route('/politique-de-confidentialite'),
  services: route('/services'),
  confirmation: route('/confirmation'),
  /** The local demo checkout (no payment provider configured): outside the layout. */
  demoCheckout: { path: '/paiement-demo/:token', href: (token: string) => `/paiement-demo/${encodeURIComponent(token)}` },
  /** The demo checkout of an invoice (issue #15). */
  invoiceDemoCheckout: { path: '/paiement-demo/facture/:token', href: (token: string) => `/paiement-demo/facture/${encodeURIComponent(token)}` },
} as const;

/**
 * The client portal (issue #14): its code lives in client/src/portal and loads only under /client.
 * Its sections declare their own paths below /client (client/src/portal/<section>/<name>.page.ts).
 */
export const portalPaths = {
  root: route('/client'),
  /** The e-mailed link lands here (token in the fragment: #jeton=…). */
  signIn: route('/client/connexion'),
  quote: routeWithId('/client/soumission/:id'),
} as const;

/**
 * The back-office (back-office spec §2). Its code lives in client/src/admin and loads only under
 * /admin; `/admin/login` is outside the session guard.
 */
export const adminPaths = {
  root: route('/admin'),
  login: route('/admin/login'),
  /** « Mot de passe oublié ? » (issue #27), outside the session guard. */
  forgotPassword: route('/admin/mot-de-passe-oublie'),
  /** The e-mailed reset link lands here (secret in the fragment: #jeton=…). */
  resetPassword: route('/admin/mot-de-passe'),
  dashboard: route('/admin/dashboard'),
  tours: route('/admin/tournees'),
  pricing: route('/admin/tarification'),
  orders: route('/admin/orders'),
  clients: route('/admin/clients'),
  pickups: route('/admin/ramassage'),
  events: route('/admin/events'),
  eventDetail: routeWithId('/admin/events/:id'),
  logs: route('/admin/logs'),
  punch: route('/admin/punch'),
  settings: route('/admin/parametres'),
  /** Not in the spec's route table: outgoing webhooks for integrators (issue #10), ADMIN only. */
  webhooks: route('/admin/webhooks'),
  /** Issue #18: the signed-in member's timesheet, the managers' approvals, and the shared tablet (no staff session). */
  timesheet: route('/admin/feuille-de-temps'),
  timesheetApprovals: route('/admin/feuilles-de-temps'),
  kiosk: route('/admin/kiosque'),
  /** Invoices and billing reports (issue #15). */
  invoices: route('/admin/factures'),
  invoiceDetail: routeWithId('/admin/factures/:id'),
  invoiceReports: route('/admin/rapports-facturation'),
  /** Snow season (issue #17): dispatch board and contracts (MANAGER), the driver's route (EMPLOYEE). */
  snowSeason: route('/admin/saison-neige'),
  snowRoute: route('/admin/ma-route'),
  /** Not in the spec's route table: Law 25 requests and incident register (issue #19), ADMIN only. */
  privacy: route('/admin/confidentialite'),
  /** The office inbox (issue #26). */
  inbox: route('/admin/a-traiter'),
} as const;
