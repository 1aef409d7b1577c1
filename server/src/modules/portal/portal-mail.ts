import { CLIENT_ACCESS, clientPortalUrl } from '../../shared/portal.messages.fr';
import { portalLineHtml, portalLineText } from '../mail/mail.public';

/** Who signs the portal's e-mails and where the portal is. */
export interface PortalMailer {
  publicUrl: string;
  companyName: string;
  companyEmail: string;
  companyPhone: string;
}

export interface PortalMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The portal's address (in every customer e-mail of this feature). */
export function portalUrl(mailer: PortalMailer): string {
  return clientPortalUrl(mailer.publicUrl);
}

/** The link page reads the token from the fragment, so it never reaches server logs or a Referer. */
export function accessLinkUrl(mailer: PortalMailer, token: string): string {
  return `${mailer.publicUrl}/client/connexion#jeton=${token}`;
}

/** Paragraphs (plain lines) as text and simple HTML, with the signature and the portal link. */
function compose(mailer: PortalMailer, subject: string, paragraphs: string[], link?: { label: string; url: string }): PortalMail {
  const footer = [`${mailer.companyName}`, `${mailer.companyEmail} · ${mailer.companyPhone}`, portalLineText(mailer.publicUrl)];
  const text = ['Bonjour,', '', ...paragraphs.flatMap((p) => [p, '']), ...(link ? [`${link.label} : ${link.url}`, ''] : []), ...footer, ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="fr-CA"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Bonjour,</p>
${paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
${link ? `<p><a href="${e(link.url)}">${e(link.label)}</a></p>` : ''}
<p>${e(mailer.companyName)}<br>${e(mailer.companyEmail)} · ${e(mailer.companyPhone)}</p>
${portalLineHtml(mailer.publicUrl)}
</body></html>
`;
  return { subject, text, html };
}

export function buildAccessLinkMail(mailer: PortalMailer, token: string): PortalMail {
  return compose(
    mailer,
    `Votre lien de connexion à votre espace client – ${mailer.companyName}`,
    [
      `Voici votre lien de connexion à votre espace client. Il est valide ${CLIENT_ACCESS.linkTtlMinutes} minutes et ne sert qu’une fois.`,
      'Si vous n’avez pas demandé ce lien, ignorez ce courriel : personne ne peut se connecter sans lui.',
    ],
    { label: 'Ouvrir mon espace client', url: accessLinkUrl(mailer, token) },
  );
}

export function buildQuoteSentMail(mailer: PortalMailer, reference: string, revisionNumber: number, validUntil: string, total: string): PortalMail {
  return compose(
    mailer,
    `Votre soumission ${reference} (révision ${revisionNumber}) – ${mailer.companyName}`,
    [
      `Votre soumission ${reference}, révision ${revisionNumber}, est prête : total ${total}, taxes incluses. Elle est valide jusqu’au ${validUntil}. Vous la trouverez en pièce jointe (PDF).`,
      'Dans votre espace client, vous pouvez l’accepter, la refuser ou nous demander un changement.',
    ],
    { label: 'Voir ma soumission', url: portalUrl(mailer) },
  );
}

export function buildQuoteExpiredMail(mailer: PortalMailer, reference: string, revisionNumber: number): PortalMail {
  return compose(mailer, `Votre soumission ${reference} a expiré – ${mailer.companyName}`, [
    `La révision ${revisionNumber} de votre soumission ${reference} a dépassé sa date de validité sans réponse. Écrivez-nous ou demandez un changement dans votre espace client pour recevoir une nouvelle version.`,
  ]);
}

/** To staff (the company address): what a client did in the portal. */
export function buildStaffNoticeMail(mailer: PortalMailer, subject: string, lines: string[]): PortalMail {
  const text = [...lines, '', `Back-office : ${mailer.publicUrl}/admin`, ''].join('\n');
  const html = `<!doctype html>
<html lang="fr-CA"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>
`;
  return { subject, text, html };
}
