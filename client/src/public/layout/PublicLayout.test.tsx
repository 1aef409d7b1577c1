import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@shared/site-config';
import { server } from '../../testing/msw/server';
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

/** What the server writes into every page (server/src/web/spa.ts). */
function injectSiteConfig(config: SiteConfig) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_CONFIG_ELEMENT_ID;
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}

afterEach(() => document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove());

const mainNav = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const menuButton = () => screen.getByRole('button', { name: 'Menu' });

async function renderLayoutAt(route: string) {
  const result = renderApp({ route });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

describe('PublicLayout', () => {
  it('frames an invoice\'s demo checkout like every public page: header, main « contenu », footer (issue #25)', async () => {
    server.use(
      graphql.query('InvoiceDemoCheckout', () => HttpResponse.json({ data: { invoiceDemoCheckout: { number: 'F-2026-000002', amountCents: 53_463, completed: false } } })),
    );
    renderApp({ route: '/paiement-demo/facture/jeton' });
    await screen.findByRole('heading', { level: 1, name: 'Paiement de démonstration' }, { timeout: 5000 });
    expect(await screen.findByText(/Facture F-2026-000002 : 534,63\s\$/)).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Services Mauricie' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has a skip link, the brand linking home, and the four main links', async () => {
    await renderLayoutAt('/');
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
    expect(screen.getByRole('link', { name: 'Services Mauricie' })).toHaveAttribute('href', '/');

    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Déneigement', '/deneigement'],
      ['Événementiel', '/evenementiel'],
      ['Ramassage', '/ramassage'],
      ['FAQ', '/faq'],
    ]);
  });

  it('marks the link of the current page', async () => {
    await renderLayoutAt('/faq');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'FAQ' })).toHaveClass('nav__link--active');
    for (const name of ['Déneigement', 'Événementiel', 'Ramassage']) {
      expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('links the vertical “Demande rapide” tab to /ramassage', async () => {
    await renderLayoutAt('/');
    expect(screen.getByRole('link', { name: 'Demande rapide' })).toHaveAttribute('href', '/ramassage');
  });

  it('opens the mobile menu with Conditions générales and closes it when a link is chosen', async () => {
    const { user, router } = await renderLayoutAt('/');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu mobile' })).not.toBeInTheDocument();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu mobile' });
    expect(menuButton()).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Déneigement',
      'Événementiel',
      'Ramassage',
      'FAQ',
      'Conditions générales',
      'Mon espace client',
    ]);

    await user.click(within(menu).getByRole('link', { name: 'Conditions générales' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/conditions-generales');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu on Escape and gives the focus back to its button', async () => {
    const { user } = await renderLayoutAt('/');
    await user.click(menuButton());
    await user.tab();
    expect(within(screen.getByRole('navigation', { name: 'Menu mobile' })).getByRole('link', { name: 'Déneigement' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu mobile' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it('shows the company name, phone and e-mail from the site-config element, and the current year', async () => {
    injectSiteConfig(SITE);
    await renderLayoutAt('/');

    const brand = screen.getByRole('link', { name: 'Déneigement Laviolette' });
    expect(brand).toHaveAttribute('href', '/');
    expect(within(brand).getByText('Déneigement')).toHaveClass('brand__first');
    expect(within(brand).getByText('Laviolette')).toHaveClass('brand__rest');
    expect(screen.getByRole('link', { name: 'Téléphone : 819 555-0177' })).toHaveAttribute('href', 'tel:+18195550177');

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Solutions locales pour vos besoins saisonniers et événementiels')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'bonjour@laviolette.example' })).toHaveAttribute(
      'href',
      'mailto:bonjour@laviolette.example',
    );
    expect(footer.getByRole('link', { name: '819 555-0177' })).toHaveAttribute('href', 'tel:+18195550177');
    expect(footer.getByRole('heading', { name: 'Réseaux sociaux' })).toBeInTheDocument();
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Déneigement Laviolette. Tous droits réservés.`),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/ \| Déneigement Laviolette$/);
  });

  it('lists the quick links in the footer, with the terms and the privacy policy', async () => {
    await renderLayoutAt('/');
    const quickLinks = screen.getByRole('navigation', { name: 'Liens rapides' });
    expect(within(quickLinks).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Déneigement', '/deneigement'],
      ['Événementiel', '/evenementiel'],
      ['Ramassage', '/ramassage'],
      ['FAQ', '/faq'],
      ['Conditions générales', '/conditions-generales'],
      ['Politique de confidentialité', '/politique-de-confidentialite'],
      ['Mon espace client', '/client'],
    ]);
  });

  it('moves the focus to the new content and updates the metadata after a navigation', async () => {
    const { user } = await renderLayoutAt('/');
    await user.click(within(mainNav()).getByRole('link', { name: 'Ramassage' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ramassage d’encombrants et de successions' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.title).toBe('Ramassage d’encombrants et de successions en Mauricie | Services Mauricie');
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'http://localhost:3000/ramassage');
  });
});
