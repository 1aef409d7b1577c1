import { TEST_NOW } from '../../testing/app';
import { buildEventQuoteMail } from './event-quote-mail';
import { quoteIssuer as ISSUER, storedEventRequest as request } from './events.fixtures';

describe('buildEventQuoteMail', () => {
  const mail = buildEventQuoteMail(request(), { bac: 'Bac roulant 360 L' }, ISSUER, TEST_NOW, 'https://www.servicesmauricie.ca');
  const nbsp = '\u00a0';

  it('is French, and says it is an estimate', () => {
    expect(mail.subject).toBe('Votre demande de soumission EV-2026-000007 – Services Mauricie');
    expect(mail.text).toContain('Ceci est une estimation.');
    expect(mail.text).toContain('Soumission EV-2026-000007');
    expect(mail.text).toContain('Date : 21 novembre 2026');
  });

  it('links to "Mon espace client" (the portal address) in text and HTML', () => {
    expect(mail.text.split('\n')).toContain('Suivez vos demandes, vos soumissions et vos documents dans Mon espace client : https://www.servicesmauricie.ca/client');
    expect(mail.html).toContain('<a href="https://www.servicesmauricie.ca/client">Mon espace client</a>');
  });

  it('carries the supplier’s NEQ and GST/QST registration numbers, and the client’s company', () => {
    expect(mail.text).toContain('Fournisseur : Services Mauricie');
    expect(mail.text).toContain('NEQ : 1170000001');
    expect(mail.text).toContain('No de TPS : 123456789 RT0001');
    expect(mail.text).toContain('No de TVQ : 1234567890 TQ0001');
    expect(mail.text).toContain('Client : Marchés & Cie (NEQ 1171234567)');
  });

  it('shows the event, its dates and days, each line with quantity × unit price × days, and the services', () => {
    expect(mail.text).toContain('Événement : Marché <de> Noël (Foire commerciale)');
    expect(mail.text).toContain(`Participants : 1${nbsp}200`);
    expect(mail.text).toContain('Dates : du 4 décembre 2026 au 6 décembre 2026 (3 jours)');
    expect(mail.text).toContain(`  - Bac roulant 360 L : 4 × 10,00${nbsp}$ × 3 jours = 120,00${nbsp}$`);
    expect(mail.text).toContain(`  - Livraison et récupération : 60,00${nbsp}$`);
    expect(mail.text).toContain(`  - Personnel sur place (2 × 8 h × 3 jours à 35,00 $/h) : 1${nbsp}680,00${nbsp}$`);
  });

  it('shows subtotal, TPS 5 % and TVQ 9,975 % on separate lines and the total, never a combined rate', () => {
    expect(mail.text).toContain(`Sous-total : 1${nbsp}860,00${nbsp}$`);
    expect(mail.text).toContain(`TPS (5${nbsp}%) : 93,00${nbsp}$`);
    expect(mail.text).toContain(`TVQ (9,975${nbsp}%) : 185,54${nbsp}$`);
    expect(mail.text).toContain(`Total : 2${nbsp}138,54${nbsp}$`);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/14[,.]97/);
      expect(body).not.toMatch(/9[,.]97(?!5)/);
    }
  });

  it('says "Aucun" when nothing was chosen, and a same-day event reads as one day', () => {
    const empty = buildEventQuoteMail(request({ materials: [], services: [], dateEnd: '2026-12-04', days: 1 }), {}, ISSUER, TEST_NOW, 'https://www.servicesmauricie.ca');
    expect(empty.text).toContain('Matériel :\n  Aucun');
    expect(empty.text).toContain('Services :\n  Aucun');
    expect(empty.text).toContain('Dates : le 4 décembre 2026 (1 jour)');
    const first = buildEventQuoteMail(request({ dateStart: '2026-08-01', dateEnd: '2026-08-02', days: 2 }), {}, ISSUER, new Date('2026-09-01T12:00:00Z'), 'https://www.servicesmauricie.ca');
    expect(first.text).toContain('Dates : du 1er août 2026 au 2 août 2026 (2 jours)');
    expect(first.text).toContain('Date : 1er septembre 2026');
  });

  it('escapes what the client typed in the HTML version', () => {
    expect(mail.html).toContain('Marché &lt;de&gt; Noël');
    expect(mail.html).toContain('Marchés &amp; Cie');
    expect(mail.html).not.toContain('<de>');
    expect(mail.html).toContain('<html lang="fr-CA">');
  });
});
