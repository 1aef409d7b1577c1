/** What the server tells the browser at page load (company contact points from configuration). */
export interface SiteConfig {
  companyName: string;
  phone: string;
  email: string;
  /** Postal address of the business (disclosed before a distance contract, LPC s. 54.4). */
  address: string;
  publicUrl: string;
  /** Months after which pickup and event requests are anonymised (RETENTION_MONTHS), stated by the privacy policy. */
  retentionMonths: number;
  /** True when page views get an approximate city from the address (GEOIP_DB set): the privacy policy says so. */
  geoCity: boolean;
}

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** Defaults of the server's configuration, also used by the client when the page carries no config (Vite dev server). */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  companyName: 'Services Mauricie',
  phone: '819 555-0142',
  email: 'info@servicesmauricie.ca',
  address: 'Trois-Rivières (Québec)',
  publicUrl: 'http://localhost:3000',
  retentionMonths: 24,
  geoCity: false,
};
