import { loadConfig } from '../../config';
import { TEST_NOW } from '../../testing/app';
import { SnowOrder, SnowOrderStatus } from './snow-order.entity';
import { buildSnowReceiptMail, frenchLongDate } from './snow-receipt-mail';

const issuer = loadConfig({ NODE_ENV: 'test', COMPANY_NEQ: '1171234567', GST_NUMBER: '123456789 RT0001', QST_NUMBER: '1234567890 TQ0001' }).company;

const order = (overrides: Partial<SnowOrder> = {}) =>
  Object.assign(new SnowOrder(), {
    id: 7,
    confirmationCode: 'DN-7KQ2M9XA',
    mode: 'abonnement',
    address: '1250 rue Royale, Trois-Rivières, QC G9A 4J6',
    email: 'marie.tremblay@example.ca',
    abrasif: true,
    urgent: false,
    note: '',
    basePrice: 35_000,
    abrasifPrice: 8000,
    urgentPrice: 0,
    subtotal: 43_000,
    gst: 2150,
    qst: 4289,
    total: 49_439,
    status: SnowOrderStatus.PAID,
    stripeSessionId: 'cs_test_1',
    customerName: 'Marie Tremblay',
    paidAt: TEST_NOW,
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
    ...overrides,
  });

describe('buildSnowReceiptMail', () => {
  it('is a French receipt with the seller’s numbers, the lines, TPS and TVQ on their own lines, and the code', () => {
    const mail = buildSnowReceiptMail(order(), issuer, TEST_NOW, 'https://www.servicesmauricie.ca');
    expect(mail.subject).toBe('Reçu de paiement DN-7KQ2M9XA – Services Mauricie');
    const nb = '\u00a0';
    for (const line of [
      'Reçu DN-7KQ2M9XA',
      'Date : 21 novembre 2026',
      'Fournisseur : Services Mauricie',
      'NEQ : 1171234567',
      'No de TPS : 123456789 RT0001',
      'No de TVQ : 1234567890 TQ0001',
      'Client : Marie Tremblay (marie.tremblay@example.ca)',
      'Adresse du service : 1250 rue Royale, Trois-Rivières, QC G9A 4J6',
      'Service : Abonnement saisonnier',
      'Options : Épandage d’abrasif',
      'Paiement : payé en totalité par carte le 21 novembre 2026',
      'Code de confirmation : DN-7KQ2M9XA',
      `  - Déneigement – abonnement saisonnier : 350,00${nb}$`,
      `  - Épandage d’abrasif : 80,00${nb}$`,
      `Sous-total : 430,00${nb}$`,
      `TPS (5${nb}%) : 21,50${nb}$`,
      `TVQ (9,975${nb}%) : 42,89${nb}$`,
      `Total payé : 494,39${nb}$`,
    ]) {
      expect(mail.text.split('\n')).toContain(line);
    }
    expect(mail.text).not.toContain('14,975');
    // A subscription's receipt states the contract's cancellation rule, not the single visit's (issue #28).
    expect(mail.text).not.toContain('24 h avant l’intervention');
    expect(mail.text).toContain('Pendant la saison : remboursement du prix au prorata des jours de la saison restant');
    expect(buildSnowReceiptMail(order({ mode: 'one-shot' }), issuer, TEST_NOW, 'https://www.servicesmauricie.ca').text).toContain('Annulation sans frais jusqu’à 24 h avant l’intervention');
    expect(mail.text).toContain('https://www.servicesmauricie.ca/conditions-generales');
    expect(mail.html).toContain('<h1 style="font-size:20px">Reçu DN-7KQ2M9XA</h1>');
    expect(mail.text.split('\n')).toContain('Suivez vos demandes, vos soumissions et vos documents dans Mon espace client : https://www.servicesmauricie.ca/client');
    expect(mail.html).toContain('<a href="https://www.servicesmauricie.ca/client">Mon espace client</a>');
  });

  it('names the buyer by e-mail when no cardholder name is known, lists no option as “Aucune”, and escapes HTML', () => {
    const mail = buildSnowReceiptMail(
      order({ customerName: null, abrasif: false, abrasifPrice: 0, address: '<b>1 rue Royale</b>, Trois-Rivières' }),
      issuer,
      TEST_NOW,
      'https://x.ca',
    );
    expect(mail.text).toContain('Client : marie.tremblay@example.ca\n');
    expect(mail.text).toContain('Options : Aucune');
    expect(mail.text).not.toContain('Épandage');
    expect(mail.html).toContain('&lt;b&gt;1 rue Royale&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>1 rue');
  });

  it('writes the first of a month as “1er”, in Québec time', () => {
    expect(frenchLongDate(new Date('2026-12-01T15:00:00Z'))).toBe('1er décembre 2026');
    expect(frenchLongDate(new Date('2026-12-01T03:00:00Z'))).toBe('30 novembre 2026');
  });
});
