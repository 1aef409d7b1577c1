import { clientPortalUrl, PORTAL_MAIL_LINE } from '../../shared/portal.messages.fr';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The "Mon espace client" line of every customer e-mail, as plain text. */
export function portalLineText(publicUrl: string): string {
  return PORTAL_MAIL_LINE.text(publicUrl);
}

/** The same line as an HTML paragraph: the label links to the portal, the address stays visible. */
export function portalLineHtml(publicUrl: string): string {
  const url = escapeHtml(clientPortalUrl(publicUrl));
  return `<p>${escapeHtml(PORTAL_MAIL_LINE.lead)} <a href="${url}">${escapeHtml(PORTAL_MAIL_LINE.label)}</a> : ${url}</p>`;
}
