import { en } from './en';
import { es } from './es';
import { fr } from './fr';

type Texts = { readonly [key: string]: string | Texts };

/** Every leaf of a dictionary as `path → text`. */
function leaves(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

/**
 * Texts that are rightly the same in French and in the other language (proper names, codes,
 * international words, placeholders-only texts). Anything else identical to the French is
 * listed as untranslated.
 */
const SAME_AS_FRENCH: Record<'en' | 'es', readonly string[]> = {
  // Same words in English (Client, Total, Actions, Date, Type, Services, Photos, Description, Page,
  // Source, Menu, Label, Active, Signature, Stock, Impossible, Rectification…), the role names and codes
  // shown as is (ADMIN, NEQ, BASE, EXTRA, PDF), and texts with no words ('—', '{{minutes}} min {{seconds}} s',
  // '{{date}} — {{cm}} cm', '{{when}} · {{actor}}').
  en: [
    'inbox.section', 'inbox.sections.WEBHOOKS', 'snowSeason.urgentBadge', 'events.participants',
    'roles.ADMIN', 'roles.SUPERADMIN', 'roles.CLIENT', 'nav.clients', 'nav.webhooks', 'layout.menu', 'layout.group_administration',
    'pages.pricing', 'pages.clients', 'pages.webhooks', 'events.client', 'events.dates', 'events.total',
    'events.actions', 'events.neq', 'events.type', 'events.services', 'events.serviceCount', 'users.actions',
    'orders.date', 'orders.description', 'orders.actions', 'clients.total', 'clients.actions',
    'clients.noName', 'clients.date', 'clients.dates', 'clients.code', 'pickups.photos', 'pickups.none',
    'services.actions', 'services.categories.BASE', 'services.categories.EXTRA',
    'dashboard.type', 'dashboard.date', 'dashboard.none', 'dashboard.duration', 'dashboard.page',
    'dashboard.source', 'dashboard.deviceNames.mobile', 'webhooks.enabled', 'webhooks.actions',
    'quotes.total', 'quotes.signature', 'quotes.kind', 'quotes.kinds.service', 'quotes.description',
    'quotes.grandTotal', 'quotes.actors.client', 'invoices.client', 'invoices.total', 'invoices.actions',
    'invoices.description', 'invoices.receivedAt', 'invoices.totalRow', 'snowSeason.date',
    'snowSeason.snowfallLabel', 'snowSeason.statuses.IMPOSSIBLE', 'snowSeason.total', 'snowSeason.actions',
    'snowSeason.pdf', 'snowSeason.markImpossible', 'inventory.stock', 'inventory.actions',
    'privacy.kinds.RECTIFICATION', 'privacy.actions', 'privacy.description', 'pickupTimeline.actors.client',
    'pickupTimeline.entry',
    'timeclock.note', 'timeclock.date',
  ],
  // Role names and codes shown as is (TPS and TVQ are the Québec taxes' official names, PDF), 'Total',
  // 'Webhooks', '—', and the texts with no words (duration, snowfall label, timeline entry).
  es: [
    'inbox.sections.WEBHOOKS', 'inbox.owner',
    'roles.ADMIN', 'roles.SUPERADMIN', 'nav.webhooks', 'pages.webhooks', 'events.total', 'events.neq',
    'clients.total', 'clients.noName', 'pickups.none', 'services.categories.BASE',
    'services.categories.EXTRA', 'dashboard.none', 'dashboard.duration', 'quotes.total',
    'quotes.gst', 'quotes.qst', 'quotes.grandTotal', 'invoices.total', 'invoices.totalRow',
    'snowSeason.snowfallLabel', 'snowSeason.total', 'snowSeason.pdf', 'pickupTimeline.entry',
  ],
};

const french = leaves(fr);

describe.each([
  ['en', en],
  ['es', es],
] as const)('back-office texts in %s', (language, texts) => {
  const translated = leaves(texts);

  it('has exactly the French keys (none missing, none extra)', () => {
    expect([...french.keys()].filter((key) => !translated.has(key))).toEqual([]);
    expect([...translated.keys()].filter((key) => !french.has(key))).toEqual([]);
  });

  it('lists no untranslated text outside the allow-list', () => {
    const untranslated = [...french].filter(([key, text]) => translated.get(key) === text && !SAME_AS_FRENCH[language].includes(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keeps the allow-list honest: every entry exists and is still the same as the French', () => {
    expect(SAME_AS_FRENCH[language].filter((key) => translated.get(key) !== french.get(key))).toEqual([]);
  });

  it('keeps the same {{placeholders}} as the French', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect([...french].filter(([key, text]) => translated.has(key) && names(translated.get(key)!).join() !== names(text).join()).map(([key]) => key)).toEqual([]);
  });
});
