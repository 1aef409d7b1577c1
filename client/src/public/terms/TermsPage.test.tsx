import { screen, within } from '@testing-library/react';
import type { SiteConfig } from '@shared/site-config';
import { renderApp } from '../../testing/render';

const SITE: SiteConfig = {
  companyName: 'Déneigement Laviolette',
  phone: '819 555-0177',
  email: 'bonjour@laviolette.example',
  address: '100, rue Laviolette, Trois-Rivières (Québec)',
  publicUrl: 'https://laviolette.example',
  retentionMonths: 24,
  geoCity: false,
};

const SECTIONS = [
  ['introduction', 'Introduction'],
  ['definitions', 'Définitions'],
  ['services', 'Services'],
  ['tarifs-et-paiement', 'Tarifs et paiement'],
  ['annulation-et-remboursement', 'Annulation et remboursement'],
  ['responsabilites-du-client', 'Responsabilités du client'],
  ['limitations', 'Limitations'],
  ['responsabilite', 'Responsabilité'],
  ['propriete-intellectuelle', 'Propriété intellectuelle'],
  ['donnees-personnelles', 'Données personnelles'],
  ['force-majeure', 'Force majeure'],
  ['modifications', 'Modifications'],
  ['droit-applicable', 'Droit applicable'],
  ['contact', 'Contact'],
];

async function renderTerms(route = '/conditions-generales') {
  const result = renderApp({ route, siteConfig: SITE });
  await screen.findByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' });
  return result;
}

const section = (id: string) => within(document.getElementById(id)!);

describe('TermsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the 14 sections in a table of contents linking to their anchors', async () => {
    await renderTerms();
    const toc = screen.getByRole('navigation', { name: 'Table des matières' });
    expect(within(toc).getAllByRole('link').map((link) => [link.getAttribute('href'), link.textContent])).toEqual(
      SECTIONS.map(([id, title]) => [`#${id}`, title]),
    );
    SECTIONS.forEach(([id, title], index) => {
      expect(section(id!).getByRole('heading', { level: 2 })).toHaveTextContent(`${index + 1}. ${title}`);
    });
    expect(document.title).toBe('Conditions générales d’utilisation | Déneigement Laviolette');
  });

  it('says it was last updated on the day it is viewed, in fr-CA', async () => {
    jest.useFakeTimers({ now: new Date(2027, 0, 15, 9, 30), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });
    await renderTerms();
    const updated = screen.getByText(/^Dernière mise à jour/);
    expect(updated).toHaveTextContent('Dernière mise à jour : 15 janvier 2027', { normalizeWhitespace: true });
    expect(within(updated).getByText('15 janvier 2027').tagName).toBe('TIME');
    expect(within(updated).getByText('15 janvier 2027')).toHaveAttribute('dateTime', '2027-01-15');
  });

  it('states the cancellation, liability, payment and governing-law terms', async () => {
    await renderTerms();
    expect(section('annulation-et-remboursement').getByText(/Annulation gratuite jusqu’à 24 heures avant l’intervention/)).toBeInTheDocument();
    expect(section('annulation-et-remboursement').getByText(/Nous vous remboursons toutes les sommes payées, y compris les frais accessoires, dans les 15 jours/)).toBeInTheDocument();
    expect(section('annulation-et-remboursement').getByText(/30 jours suivant la date prévue/)).toBeInTheDocument();
    expect(section('responsabilite').getByText(/limitée au montant payé pour le service en cause/)).toBeInTheDocument();
    expect(section('tarifs-et-paiement').getByText(/par carte de crédit ou de débit, par virement Interac ou par tout autre mode/)).toBeInTheDocument();
    expect(section('droit-applicable').getByText(/lois du Québec et les lois fédérales du Canada/)).toBeInTheDocument();
    expect(section('droit-applicable').getByText(/dollars canadiens \(CAD\)/)).toBeInTheDocument();
  });

  it('discloses the merchant’s name, address, phone and e-mail (distance contracts)', async () => {
    await renderTerms();
    const intro = section('introduction');
    expect(intro.getByText(/Le commerçant est Déneigement Laviolette, 100, rue Laviolette, Trois-Rivières \(Québec\)\./)).toBeInTheDocument();
    expect(intro.getByRole('link', { name: '819 555-0177' })).toHaveAttribute('href', 'tel:+18195550177');
    expect(intro.getByRole('link', { name: 'bonjour@laviolette.example' })).toHaveAttribute('href', 'mailto:bonjour@laviolette.example');
  });

  it('links the contact section to /ramassage and the personal-data section to the privacy policy', async () => {
    await renderTerms();
    expect(section('contact').getByRole('link', { name: 'Contactez-nous par notre formulaire de demande' })).toHaveAttribute('href', '/ramassage');
    expect(section('donnees-personnelles').getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/politique-de-confidentialite',
    );
  });

  it('copies the link of a section', async () => {
    const { user } = await renderTerms();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copier le lien vers la section « Force majeure »' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/conditions-generales#force-majeure');
    expect(await section('force-majeure').findByText('Lien copié dans le presse-papiers.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Copier le lien vers la section/ })).toHaveLength(14);
  });

  it('prints', async () => {
    const print = jest.fn();
    window.print = print;
    const { user } = await renderTerms();
    await user.click(screen.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('scrolls to the section named by the hash', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      await renderTerms('/conditions-generales#droit-applicable');
      await screen.findByRole('heading', { name: /Droit applicable/ });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(scrolled).toContain(document.getElementById('droit-applicable'));
    } finally {
      scrollIntoView.mockRestore();
    }
  });
});
