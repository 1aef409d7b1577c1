import type { SiteConfig } from '@shared/site-config';
import { telHref } from '../../lib/site-config';

/** The towns of the coverage zone (spec §1). */
export const SERVICE_AREA = ['Trois-Rivières', 'Shawinigan', 'Bécancour', 'Grand-Mère'] as const;

/** schema.org LocalBusiness structured data from the site configuration. */
export function localBusinessStructuredData(site: SiteConfig): Record<string, unknown> {
  const url = `${site.publicUrl.replace(/\/+$/, '')}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#entreprise`,
    name: site.companyName,
    description:
      'Déneigement de trottoirs, location d’équipement événementiel et ramassage d’encombrants en Mauricie.',
    url,
    telephone: telHref(site.phone).replace(/^tel:/, ''),
    email: site.email,
    address: site.address,
    areaServed: SERVICE_AREA.map((name) => ({ '@type': 'City', name })),
    currenciesAccepted: 'CAD',
    paymentAccepted: 'Carte de crédit, carte de débit, virement Interac',
    knowsLanguage: 'fr-CA',
  };
}
