import type { Translation } from '../i18n/translation';

/** The back-office frame: sidebar, header and page titles: French (the reference, spec texts copied exactly), English and Spanish with the same keys. */
export const navFr = {
  dashboard: 'Tableau de bord',
  tours: 'Tournées',
  pricing: 'Tarification',
  orders: 'Commandes',
  clients: 'Clients',
  pickups: 'Ramassage',
  events: 'Événements',
  logs: 'Journaux',
  punch: 'Pointage',
  settings: 'Paramètres',
  webhooks: 'Webhooks',
  privacy: 'Confidentialité',
  snowSeason: 'Saison de neige',
  snowRoute: 'Ma route',
  timesheetApprovals: 'Approbation des heures',
  invoices: 'Factures',
  invoiceReports: 'Rapports de facturation',
} as const;

export const layoutFr = {
  brand: 'Espace administrateur',
  skipLink: 'Aller au contenu',
  navigation: 'Navigation du back-office',
  menu: 'Menu',
  signedInAs: 'Connecté en tant que',
  role: 'Rôle : {{role}}',
  logout: 'Déconnexion',
} as const;

export const pagesFr = {
  dashboard: 'Tableau de bord',
  tours: 'Tournées',
  pricing: 'Administration',
  orders: 'Commandes',
  clients: 'Clients',
  pickups: 'Ramassage',
  events: 'Soumissions événementielles',
  eventDetail: 'Soumission événementielle',
  logs: 'Journaux système',
  punch: 'Pointage',
  settings: 'Paramètres',
  webhooks: 'Webhooks',
  privacy: 'Confidentialité',
  snowSeason: 'Saison de neige',
  snowRoute: 'Ma route',
} as const;

export const navEn: Translation<typeof navFr> = {
  dashboard: 'Dashboard',
  tours: 'Routes',
  pricing: 'Pricing',
  orders: 'Orders',
  clients: 'Clients',
  pickups: 'Pickups',
  events: 'Events',
  logs: 'Logs',
  punch: 'Time clock',
  settings: 'Settings',
  webhooks: 'Webhooks',
  privacy: 'Privacy',
  snowSeason: 'Snow season',
  snowRoute: 'My route',
  timesheetApprovals: 'Timesheet approvals',
  invoices: 'Invoices',
  invoiceReports: 'Billing reports',
};

export const layoutEn: Translation<typeof layoutFr> = {
  brand: 'Staff area',
  skipLink: 'Skip to content',
  navigation: 'Back-office navigation',
  menu: 'Menu',
  signedInAs: 'Signed in as',
  role: 'Role: {{role}}',
  logout: 'Sign out',
};

export const pagesEn: Translation<typeof pagesFr> = {
  dashboard: 'Dashboard',
  tours: 'Routes',
  pricing: 'Administration',
  orders: 'Orders',
  clients: 'Clients',
  pickups: 'Pickups',
  events: 'Event requests',
  eventDetail: 'Event request',
  logs: 'System logs',
  punch: 'Time clock',
  settings: 'Settings',
  webhooks: 'Webhooks',
  privacy: 'Privacy',
  snowSeason: 'Snow season',
  snowRoute: 'My route',
};

export const navEs: Translation<typeof navFr> = {
  dashboard: 'Panel',
  tours: 'Rutas',
  pricing: 'Tarifas',
  orders: 'Pedidos',
  clients: 'Clientes',
  pickups: 'Recogidas',
  events: 'Eventos',
  logs: 'Registros',
  punch: 'Fichaje',
  settings: 'Ajustes',
  webhooks: 'Webhooks',
  privacy: 'Privacidad',
  snowSeason: 'Temporada de nieve',
  snowRoute: 'Mi ruta',
  timesheetApprovals: 'Aprobación de horas',
  invoices: 'Facturas',
  invoiceReports: 'Informes de facturación',
};

export const layoutEs: Translation<typeof layoutFr> = {
  brand: 'Área de personal',
  skipLink: 'Ir al contenido',
  navigation: 'Navegación del back-office',
  menu: 'Menú',
  signedInAs: 'Sesión iniciada como',
  role: 'Rol: {{role}}',
  logout: 'Cerrar sesión',
};

export const pagesEs: Translation<typeof pagesFr> = {
  dashboard: 'Panel',
  tours: 'Rutas',
  pricing: 'Administración',
  orders: 'Pedidos',
  clients: 'Clientes',
  pickups: 'Recogidas',
  events: 'Solicitudes de eventos',
  eventDetail: 'Solicitud de evento',
  logs: 'Registros del sistema',
  punch: 'Fichaje',
  settings: 'Ajustes',
  webhooks: 'Webhooks',
  privacy: 'Privacidad',
  snowSeason: 'Temporada de nieve',
  snowRoute: 'Mi ruta',
};
