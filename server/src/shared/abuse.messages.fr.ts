/** Customer-facing French texts of the abuse protections and privacy rights (issue #19). */
export const ABUSE_MESSAGES = {
  /** Beyond the per-address limits of a public form. */
  rateLimited: (minutes: number) =>
    `Trop de demandes envoyées depuis cette adresse. Veuillez réessayer dans ${minutes <= 1 ? 'une minute' : `${minutes} minutes`}.`,
  notUnverified: 'Cette demande est déjà vérifiée.',
} as const;
