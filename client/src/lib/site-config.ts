import { createContext, useContext } from 'react';
import { DEFAULT_SITE_CONFIG, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@shared/site-config';

/**
 * Reads the company contact points the server writes into the page as
 * `<script type="application/json" id="site-config">`. Any missing or malformed part falls back
 * to DEFAULT_SITE_CONFIG (the Vite dev server serves the page without it).
 */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const text = doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_SITE_CONFIG;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
  if (typeof parsed !== 'object' || parsed === null) return DEFAULT_SITE_CONFIG;
  const source = parsed as Partial<Record<keyof SiteConfig, unknown>>;
  const pick = (key: 'companyName' | 'phone' | 'email' | 'address' | 'publicUrl'): string => {
    const value = source[key];
    return typeof value === 'string' && value.trim() !== '' ? value : DEFAULT_SITE_CONFIG[key];
  };
  return {
    companyName: pick('companyName'),
    phone: pick('phone'),
    email: pick('email'),
    address: pick('address'),
    publicUrl: pick('publicUrl'),
    retentionMonths:
      typeof source.retentionMonths === 'number' && Number.isInteger(source.retentionMonths) && source.retentionMonths > 0
        ? source.retentionMonths
        : DEFAULT_SITE_CONFIG.retentionMonths,
    geoCity: typeof source.geoCity === 'boolean' ? source.geoCity : DEFAULT_SITE_CONFIG.geoCity,
  };
}

export const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}

/** `tel:` address of a displayed phone number; a 10-digit North American number gets +1. */
export function telHref(phone: string): string {
  const dialable = phone.replace(/[^\d+]/g, '');
  return /^\d{10}$/.test(dialable) ? `tel:+1${dialable}` : `tel:${dialable}`;
}
