import { TEST_NOW } from '../../testing/app';
import { pdfPageCount, pdfToText } from '../../testing/pdf';
import { buildEventQuotePdf } from './event-quote-pdf';
import { quoteIssuer, storedEventRequest } from './events.fixtures';

const LABELS = { bac: 'Bac roulant 360 L' };

describe('buildEventQuotePdf', () => {
  let text: string;
  let pdf: Awaited<ReturnType<typeof buildEventQuotePdf>>;
  beforeAll(async () => {
    pdf = await buildEventQuotePdf(storedEventRequest(), LABELS, quoteIssuer, TEST_NOW);
    // One line per row, words separated by single spaces, so the assertions read like the page.
    text = pdfToText(pdf.content).replace(/[ \t]+/g, ' ');
  });

  it('is a one-page PDF named after the reference', async () => {
    expect(pdf.filename).toBe('soumission-EV-2026-000007.pdf');
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf.content)).toBe(1);
  });

  it('shows the supplier block: name, address, phone, e-mail, NEQ, TPS and TVQ numbers', () => {
    for (const line of [
      'Services Mauricie',
      '1000 rue Royale, Trois-Rivières (Québec) G9A 4H8',
      'Tél. : 819 555-0142',
      'Courriel : info@servicesmauricie.ca',
      'NEQ : 1170000001',
      'No de TPS : 123456789 RT0001',
      'No de TVQ : 1234567890 TQ0001',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('SOUMISSION');
    expect(text).toContain('No EV-2026-000007');
    expect(text).toContain('Date : 21 novembre 2026');
  });

  it('shows the client and their NEQ, the event, its dates and duration', () => {
    expect(text).toContain('Client : Marchés & Cie (NEQ 1171234567)');
    expect(text).toContain('Événement : Marché <de> Noël (Foire commerciale)');
    expect(text).toContain('Participants : 1 200');
    expect(text).toContain('Dates : du 4 décembre 2026 au 6 décembre 2026 (3 jours)');
  });

  it('shows each equipment line as quantity × unit × days = line total, and the services', () => {
    expect(text).toContain('Bac roulant 360 L');
    expect(text).toContain('4 × 10,00 $ × 3 jours = 120,00 $');
    expect(text).toContain('Livraison et récupération');
    expect(text).toContain('60,00 $');
    expect(text).toContain('Personnel sur place (2 × 8 h × 3 jours à 35,00 $/h)');
    expect(text).toContain('1 680,00 $');
  });

  it('shows the stored subtotal, TPS 5 % and TVQ 9,975 % on separate lines with the numbers, and the total', () => {
    const lines = text.split('\n').map((l) => l.trim());
    const after = (label: string) => lines.slice(lines.indexOf(label)).join('\n');
    expect(lines).toContain('Sous-total');
    expect(after('Sous-total')).toContain('1 860,00 $');
    expect(lines).toContain('TPS (5 %)');
    expect(after('TPS (5 %)')).toMatch(/^TPS \(5 %\)\nNo de TPS : 123456789 RT0001/);
    expect(lines).toContain('TVQ (9,975 %)');
    expect(after('TVQ (9,975 %)')).toMatch(/^TVQ \(9,975 %\)\nNo de TVQ : 1234567890 TQ0001/);
    expect(text).toContain('93,00 $');
    expect(text).toContain('185,54 $');
    expect(lines).toContain('Total');
    expect(text).toContain('2 138,54 $');
    expect(text).not.toMatch(/14[,.]97/);
  });

  it('uses the stored amounts as they are, never recomputed', async () => {
    // Deliberately inconsistent stored amounts: the document must print them, not re-add the lines.
    const odd = await buildEventQuotePdf(storedEventRequest({ subtotal: 100, gst: 7, qst: 11, total: 118 }), LABELS, quoteIssuer, TEST_NOW);
    const oddText = pdfToText(odd.content);
    for (const amount of ['1,00 $', '0,07 $', '0,11 $', '1,18 $']) expect(oddText).toContain(amount);
    expect(oddText).not.toContain('2 138,54 $');
  });

  it('says it is an estimate and until when it holds (30 days from the submission)', () => {
    expect(text).toContain('Ceci est une estimation.');
    expect(text).toContain('Valide jusqu’au 20 décembre 2026');
    expect(text).toContain('Soumission valide 30 jours, jusqu’au 20 décembre 2026.');
  });

  it('says "Aucun" for an empty section and a same-day event reads as one day', async () => {
    const empty = await buildEventQuotePdf(storedEventRequest({ materials: [], services: [], dateEnd: '2026-12-04', days: 1 }), {}, quoteIssuer, TEST_NOW);
    const emptyText = pdfToText(empty.content);
    expect(emptyText.match(/^Aucun$/gm)).toHaveLength(2);
    expect(emptyText).toContain('Dates : le 4 décembre 2026 (1 jour)');
  });
});
