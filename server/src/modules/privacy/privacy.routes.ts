import bodyParser from 'body-parser';
import type { ServerResponse } from 'node:http';
import { SiteTemplate, WebRequest, WebRouter } from '../../kernel/http-routes';
import { runSteps, send, setContentType, Step } from '../../kernel/node-http';
import { Logger } from 'pino';
import { PrivacyService } from './privacy.service';
import { PRIVACY_MESSAGES } from '../../shared/privacy.messages.fr';

const esc = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The entry's scripts: these pages are the server's own (no React to mount over them). */
const ENTRY_SCRIPTS = /<script type="module" crossorigin [^>]*><\/script>|<link rel="modulepreload" crossorigin [^>]*>/g;

/**
 * A page in the site's look (issue #28: it was the browser's default Times): the built site's
 * template (its stylesheet inline, allowed by the CSP) with the standalone card /confirmation uses;
 * a bare page before the client is built.
 */
function page(title: string, body: string, template?: SiteTemplate): string {
  const site = template?.load()?.html;
  const head = `<title>${esc(title)} | Services Mauricie</title><meta name="robots" content="noindex">`;
  const card = `<main class="standalone" id="contenu"><div class="card standalone__card"><p><a href="/">Services Mauricie</a></p><h1 class="card__title">${esc(title)}</h1>${body}</div></main>`;
  if (site) {
    return site
      .replace('<!--app-head-->', () => head)
      .replace(ENTRY_SCRIPTS, '')
      .replace('<div id="root"></div>', () => `<div id="root">${card}</div>`);
  }
  return `<!doctype html><html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body>${card}</body></html>`;
}

/** `res.status(status).type('html').send(text)`. */
function html(req: WebRequest, res: ServerResponse, status: number, text: string): void {
  setContentType(res, 'html');
  send(req, res, status, text);
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/**
 * Links that work without signing in (issue #19):
 * - GET /confidentialite/mes-donnees?email&expires&signature[&format=html]: a person's data export
 *   (Law 25 access), from a signed link staff send;
 * - GET /desabonnement?email&signature: the unsubscribe page (one button); POST on the same URL
 *   (RFC 8058 one-click from the mail client's List-Unsubscribe-Post, or the page's button)
 *   withdraws the marketing consent.
 */
export function createPrivacyRouter(deps: { privacy: PrivacyService; now: () => Date; log: Logger; template?: SiteTemplate }): WebRouter {
  const router = new WebRouter();
  const readForm = bodyParser.urlencoded({ extended: false, limit: '2kb' }) as Step;
  router.get('/confidentialite/mes-donnees', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const now = deps.now();
    const email = deps.privacy.checkExportLink(first(req.query.email), first(req.query.expires), first(req.query.signature), now);
    if (!email) {
      html(req, res, 403, page(PRIVACY_MESSAGES.exportTitle, `<p>${esc(PRIVACY_MESSAGES.linkInvalid)}</p>`));
      return;
    }
    const data = await deps.privacy.exportData(now, email);
    deps.log.info({ route: 'privacy-export' }, 'personal data exported by signed link');
    if (first(req.query.format) === 'html') {
      html(req, res, 200, deps.privacy.renderHtml(data));
      return;
    }
    res.setHeader('Content-Disposition', 'attachment; filename="mes-donnees.json"');
    setContentType(res, 'application/json');
    send(req, res, 200, deps.privacy.toJson(data));
  });

  router.get('/desabonnement', (req, res) => {
    const email = deps.privacy.checkUnsubscribe(first(req.query.email), first(req.query.signature));
    res.setHeader('Cache-Control', 'no-store');
    if (!email) {
      html(req, res, 403, page(PRIVACY_MESSAGES.unsubscribeTitle, `<p>${esc(PRIVACY_MESSAGES.linkInvalid)}</p>`, deps.template));
      return;
    }
    const form = `<p>${esc(PRIVACY_MESSAGES.unsubscribeAsk(email))}</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" class="button button--primary">${esc(PRIVACY_MESSAGES.unsubscribeButton)}</button></form>`;
    html(req, res, 200, page(PRIVACY_MESSAGES.unsubscribeTitle, form, deps.template));
  });

  router.post('/desabonnement', (req, res, next) =>
    runSteps([readForm], req, res, (error) => {
      if (error) return next(error);
      withdraw(req, res).catch(next);
    }),
  );
  const withdraw = async (req: WebRequest, res: ServerResponse): Promise<void> => {
    const email = deps.privacy.checkUnsubscribe(first(req.query.email), first(req.query.signature));
    res.setHeader('Cache-Control', 'no-store');
    if (!email) {
      html(req, res, 403, page(PRIVACY_MESSAGES.unsubscribeTitle, `<p>${esc(PRIVACY_MESSAGES.linkInvalid)}</p>`, deps.template));
      return;
    }
    const withdrawn = await deps.privacy.withdrawConsent(deps.now(), email);
    deps.log.info({ withdrawn }, 'marketing consent withdrawn (unsubscribe link)');
    html(req, res, 200, page(PRIVACY_MESSAGES.unsubscribeTitle, `<p>${esc(PRIVACY_MESSAGES.unsubscribed)}</p>`, deps.template));
  };
  return router;
}
