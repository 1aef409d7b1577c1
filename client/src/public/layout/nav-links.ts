import { paths, portalPaths } from '../../lib/paths';

export interface NavItem {
  to: string;
  label: string;
}

/** The header's four links (spec §2, public layout). */
export const MAIN_LINKS: readonly NavItem[] = [
  { to: paths.snowQuote.href(), label: 'Déneigement' },
  { to: paths.eventQuote.href(), label: 'Événementiel' },
  { to: paths.pickup.href(), label: 'Ramassage' },
  { to: paths.faq.href(), label: 'FAQ' },
];

export const TERMS_LINK: NavItem = { to: paths.terms.href(), label: 'Conditions générales' };

export const PRIVACY_LINK: NavItem = { to: paths.privacy.href(), label: 'Politique de confidentialité' };

/** The client portal (issue #14): in the header bar, the mobile menu and the footer. */
export const PORTAL_LINK: NavItem = { to: portalPaths.root.href(), label: 'Mon espace client' };

/** The mobile menu: the four links plus the terms and the client portal. */
export const MOBILE_LINKS: readonly NavItem[] = [...MAIN_LINKS, TERMS_LINK, PORTAL_LINK];

/** The footer's quick links: the four links, the terms and the privacy page. */
export const FOOTER_LINKS: readonly NavItem[] = [...MAIN_LINKS, TERMS_LINK, PRIVACY_LINK, PORTAL_LINK];

/** 'Services Mauricie' → ['Services', 'Mauricie']: the brand is shown in two colours. */
export function splitBrand(companyName: string): [first: string, rest: string] {
  const [first = '', ...rest] = companyName.trim().split(/\s+/);
  return [first, rest.join(' ')];
}
