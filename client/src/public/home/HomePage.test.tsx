import { screen, within } from '@testing-library/react';
import type { SiteConfig } from '@shared/site-config';
import { renderApp } from '../../testing/render';

const SITE: SiteConfig = {
  companyName: 'Déneigement Laviolette',
  phone: '819 555-0177',
  email: 'bonjour@laviolette.example',
  address: '100, rue Laviolette, Trois-Rivières (Québec)',
  publicUrl: 'https://laviolette.example/',
  retentionMonths: 24,
  geoCity: false,
};

async function renderHome() {
  const result = renderApp({ route: '/', siteConfig: SITE });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

const main = () => within(screen.getByRole('main'));
const region = (name: string) => within(screen.getByRole('region', { name }));

describe('HomePage', () => {
  it('has the hero call to action to /deneigement and an anchor link to #pourquoi', async () => {
    await renderHome();
    const hero = region('Déneigement, événementiel et ramassage en Mauricie');
    expect(hero.getByRole('link', { name: 'Obtenir ma soumission' })).toHaveAttribute('href', '/deneigement');
    expect(hero.getByRole('link', { name: 'Pourquoi nous choisir' })).toHaveAttribute('href', '#pourquoi');
    expect(document.getElementById('pourquoi')).toBe(screen.getByRole('region', { name: 'Pourquoi nous choisir' }));
    expect(document.title).toBe(
      'Déneigement, location d’équipement événementiel et ramassage d’encombrants en Mauricie | Déneigement Laviolette',
    );
  });

  it('shows the four figures', async () => {
    await renderHome();
    const items = within(screen.getByRole('region', { name: 'En chiffres' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2\u00a0500+Plus de 2\u00a0500 clients servis',
      '<\u00a02\u00a0minMoins de 2 minutes de délai de réponse',
      '98\u00a0% de satisfaction',
      '7\u00a0j/7 disponible 7 jours sur 7',
    ]);
    // What a screen reader reads: the spoken form, not the symbols.
    expect(items[1]!.querySelector('.stats__value')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has three service cards linking to the three forms', async () => {
    await renderHome();
    const services = region('Nos services');
    expect(services.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Déneigement',
      'Événementiel',
      'Ramassage',
    ]);
    expect(services.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/deneigement', '/evenementiel', '/ramassage']);
  });

  it('has four reasons, three steps and three testimonials', async () => {
    await renderHome();
    expect(region('Pourquoi nous choisir').getAllByRole('listitem')).toHaveLength(4);
    const how = screen.getByRole('region', { name: 'Comment ça fonctionne' });
    expect(how).toHaveAttribute('id', 'fonctionnement');
    expect(within(how).getByRole('list').tagName).toBe('OL');
    expect(within(how).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Remplissez votre demande',
      'Recevez une estimation immédiate',
      'Notre équipe se déplace',
    ]);
    expect(region('Ce que disent nos clients').getAllByRole('figure')).toHaveLength(3);
  });

  it('describes the coverage zone, invites people outside it to write, and links to two forms', async () => {
    await renderHome();
    const zoneRegion = screen.getByRole('region', { name: 'Zone desservie' });
    expect(zoneRegion).toHaveAttribute('id', 'zone');
    const zone = within(zoneRegion);
    expect(zone.getByText(/Trois-Rivières, Shawinigan, Bécancour, Grand-Mère et dans les environs/)).toBeInTheDocument();
    expect(zone.getByRole('link', { name: 'Écrivez-nous' })).toHaveAttribute('href', 'mailto:bonjour@laviolette.example');
    expect(zone.getByRole('link', { name: 'Soumission de déneigement' })).toHaveAttribute('href', '/deneigement');
    expect(zone.getByRole('link', { name: 'Soumission événementielle' })).toHaveAttribute('href', '/evenementiel');
  });

  it('has the insurance and billing note', async () => {
    await renderHome();
    const note = within(screen.getByRole('complementary', { name: 'Assurance et facturation' }));
    expect(note.getByText(/assurance responsabilité civile/)).toBeInTheDocument();
    expect(note.getByText(/TPS et la TVQ/)).toBeInTheDocument();
  });

  it('describes the business as LocalBusiness structured data from the site configuration', async () => {
    await renderHome();
    const script = main().getByText((_, element) => element?.getAttribute('type') === 'application/ld+json', { ignore: false });
    expect(JSON.parse(script.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': 'https://laviolette.example/#entreprise',
      name: 'Déneigement Laviolette',
      description: expect.any(String),
      url: 'https://laviolette.example/',
      telephone: '+18195550177',
      email: 'bonjour@laviolette.example',
      address: '100, rue Laviolette, Trois-Rivières (Québec)',
      areaServed: ['Trois-Rivières', 'Shawinigan', 'Bécancour', 'Grand-Mère'].map((name) => ({ '@type': 'City', name })),
      currenciesAccepted: 'CAD',
      paymentAccepted: expect.any(String),
      knowsLanguage: 'fr-CA',
    });
  });
});
