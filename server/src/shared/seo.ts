/** Title and description of each public route, used by the server (HTML it sends) and the client (navigation). */
export interface PageMeta {
  title: string;
  description: string;
  /** false for pages search engines should not index. */
  index?: boolean;
}

export const PAGE_META: Record<string, PageMeta> = {
  '/': {
    title: 'Déneigement, location d’équipement événementiel et ramassage d’encombrants en Mauricie',
    description:
      'Soumission instantanée pour le déneigement de trottoirs, la location d’équipement événementiel et le ramassage d’encombrants à Trois-Rivières, Shawinigan, Bécancour et Grand-Mère.',
  },
  '/deneigement': {
    title: 'Soumission de déneigement à Trois-Rivières',
    description:
      'Déneigement de trottoirs à la carte ou abonnement saisonnier à Trois-Rivières : prix instantané taxes incluses et paiement sécurisé en ligne.',
  },
  '/evenementiel': {
    title: 'Soumission événementielle : bacs, toilettes, stations de lavage',
    description:
      'Formulaire événementiel professionnel : estimez en quelques étapes la location de bacs, barils, îlots de tri, toilettes chimiques et stations de lavage, livraison et personnel inclus.',
  },
  '/ramassage': {
    title: 'Ramassage d’encombrants et de successions en Mauricie',
    description:
      'Demandez une soumission gratuite et sans engagement pour le ramassage de meubles, électroménagers et encombrants : collecte en 24 à 72 h, tri et dépôt à l’écocentre inclus.',
  },
  '/faq': {
    title: 'Foire aux questions',
    description: 'Réponses aux questions fréquentes sur le déneigement, la location d’équipement événementiel et le ramassage d’encombrants.',
  },
  '/conditions-generales': {
    title: 'Conditions générales d’utilisation',
    description: 'Conditions générales des services de déneigement, de location d’équipement événementiel et de ramassage d’encombrants.',
  },
  '/politique-de-confidentialite': {
    title: 'Politique de confidentialité',
    description: 'Comment nous recueillons, utilisons, conservons et protégeons vos renseignements personnels (Loi 25).',
  },
  '/services': {
    title: 'Nos services',
    description: 'Déneigement, location d’équipement événementiel et ramassage d’encombrants en Mauricie : choisissez votre service.',
  },
  '/confirmation': {
    title: 'Confirmation de paiement',
    description: 'Confirmation de votre commande de déneigement.',
    index: false,
  },
};

/** Pages whose path ends with a parameter: the prefix (without the parameter) and their metadata. */
export const PREFIXED_PAGE_META: Record<string, PageMeta> = {
  // An invoice's demo checkout (issue #25: it answered 404, the browser logged an error).
  '/paiement-demo/facture/': {
    title: 'Paiement de démonstration',
    description: 'Page de paiement de démonstration d’une facture : aucune carte n’est débitée.',
    index: false,
  },
  '/paiement-demo/': {
    title: 'Paiement de démonstration',
    description: 'Page de paiement de démonstration : aucune carte n’est débitée.',
    index: false,
  },
};

export const NOT_FOUND_META: PageMeta = {
  title: 'Page introuvable',
  description: 'Cette page n’existe pas.',
  index: false,
};

/** The public routes search engines may index, in PAGE_META's order (the sitemap's list). */
export function indexablePaths(): string[] {
  return Object.entries(PAGE_META)
    .filter(([, meta]) => meta.index !== false)
    .map(([path]) => path);
}

/**
 * Every back-office path (/admin and below, known or not): the browser app decides what to show
 * (sign-in, a page, or a redirect), so the server answers 200, never indexed.
 */
export const ADMIN_META: PageMeta = {
  title: 'Espace administrateur',
  description: 'Espace réservé au personnel.',
  index: false,
};

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function metaForPath(pathname: string): { meta: PageMeta; found: boolean } {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isAdminPath(normalised)) return { meta: ADMIN_META, found: true };
  if (isClientPortalPath(normalised)) return { meta: CLIENT_PORTAL_META, found: true };
  const meta = PAGE_META[normalised];
  if (meta) return { meta, found: true };
  const prefix = Object.keys(PREFIXED_PAGE_META).find((p) => normalised.startsWith(p) && /^[\w-]+$/.test(normalised.slice(p.length)));
  return prefix ? { meta: PREFIXED_PAGE_META[prefix]!, found: true } : { meta: NOT_FOUND_META, found: false };
}

/** The document title: page title then the company name. */
export function documentTitle(meta: PageMeta, companyName: string): string {
  return `${meta.title} | ${companyName}`;
}

/** The client portal (/client and below): the browser app decides what to show; never indexed. */
export const CLIENT_PORTAL_META: PageMeta = {
  title: 'Mon espace client',
  description: 'Suivez vos demandes, consultez et acceptez vos soumissions, téléchargez vos documents.',
  index: false,
};

export function isClientPortalPath(pathname: string): boolean {
  return pathname === '/client' || pathname.startsWith('/client/');
}
