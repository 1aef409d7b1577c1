import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PORTAL_PRIVACY_TEXTS } from '@shared/privacy.messages.fr';

/**
 * The portal's sections, in menu order. Each later capability (invoices, contracts, visits, privacy
 * requests…) adds ONE entry here: its path below /client, its menu label, and its page loaded on
 * demand. The portal layout builds its menu and its routes from this list.
 */
export interface PortalSection {
  /** Below /client: '' for the home page. */
  path: string;
  label: string;
  Component: LazyExoticComponent<ComponentType>;
}

export const PORTAL_SECTIONS: PortalSection[] = [
  { path: '', label: 'Mes demandes', Component: lazy(() => import('./home/HomeSection').then((m) => ({ default: m.HomeSection }))) },
  { path: 'factures', label: 'Factures', Component: lazy(() => import('./invoices/InvoicesSection').then((m) => ({ default: m.InvoicesSection }))) },
  { path: 'documents', label: 'Documents', Component: lazy(() => import('./documents/DocumentsSection').then((m) => ({ default: m.DocumentsSection }))) },
  { path: 'nouvelle-demande', label: 'Nouvelle demande', Component: lazy(() => import('./new-request/NewRequestSection').then((m) => ({ default: m.NewRequestSection }))) },
  { path: 'deneigement', label: 'Déneigement', Component: lazy(() => import('./snow/SnowSection').then((m) => ({ default: m.SnowSection }))) },
  { path: 'profil', label: 'Mon profil', Component: lazy(() => import('./profile/ProfileSection').then((m) => ({ default: m.ProfileSection }))) },
  // Law 25 (issue #19): download everything held, ask for rectification or deletion.
  { path: 'mes-renseignements', label: PORTAL_PRIVACY_TEXTS.menu, Component: lazy(() => import('./privacy/PrivacySection').then((m) => ({ default: m.PrivacySection }))) },
];

export { sectionHref } from './section-href';
