/**
 * Every public URL path, fixed by the spec (French paths, English keys). Components link with
 * `paths.x.href()`, the router declares `paths.x.path`; nothing else spells a path.
 */
function route<const P extends string>(path: P) {
  return { path, href: (): P => path } as const;
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
} as const;
