import { screen, within } from '@testing-library/react';
import type { SiteConfig } from '@shared/site-config';
import { renderApp } from '../../testing/render';

const SITE: SiteConfig = {
  companyName: 'Déneigement Laviolette',
  phone: '819 555-0177',
  email: 'vieprivee@laviolette.example',
  address: '100, rue Laviolette, Trois-Rivières (Québec)',
  publicUrl: 'https://laviolette.example',
  retentionMonths: 24,
  geoCity: false,
};

async function renderPrivacy() {
  const result = renderApp({ route: '/politique-de-confidentialite', siteConfig: SITE });
  await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' });
  return result;
}

const section = (id: string) => within(document.getElementById(id)!);

describe('PrivacyPage', () => {
  it('names the person in charge of personal information and how to reach them', async () => {
    await renderPrivacy();
    const officer = section('responsable');
    expect(officer.getByText('la présidente ou le président de Déneigement Laviolette')).toBeInTheDocument();
    expect(officer.getByRole('link', { name: 'vieprivee@laviolette.example' })).toHaveAttribute('href', 'mailto:vieprivee@laviolette.example');
    expect(officer.getByText(/100, rue Laviolette/)).toBeInTheDocument();
    expect(document.title).toBe('Politique de confidentialité | Déneigement Laviolette');
  });

  it('says what each form collects', async () => {
    await renderPrivacy();
    const collected = section('renseignements-recueillis');
    for (const term of ['Demande de ramassage', 'Soumission événementielle', 'Commande de déneigement', 'Comptes du personnel et pointage']) {
      expect(collected.getByText(term).tagName).toBe('DT');
    }
  });

  it('covers retention and anonymisation, processors outside Québec, cookieless measurement, rights and complaints', async () => {
    await renderPrivacy();
    expect(section('conservation').getByText(/24\s+mois après notre dernier\s+échange; elles sont ensuite anonymisées/)).toBeInTheDocument();
    expect(section('communication-a-des-tiers').getByText('Stripe')).toBeInTheDocument();
    expect(section('communication-a-des-tiers').getByText(/peuvent être traités à l’extérieur du Québec/)).toBeInTheDocument();
    const audience = section('mesure-d-audience');
    expect(audience.getByText(/ne dépose aucun témoin \(cookie\)/)).toBeInTheDocument();
    expect(audience.getByText('Votre adresse IP n’est jamais enregistrée.')).toBeInTheDocument();
    expect(audience.getByText(/clé secrète qui change chaque jour/)).toBeInTheDocument();
    const rights = section('vos-droits');
    for (const right of ['l’accès', 'rectification', 'suppression', 'portabilité']) expect(rights.getByText(right)).toBeInTheDocument();
    expect(section('plainte').getByText(/Commission d’accès à l’information du Québec/)).toBeInTheDocument();
  });

  it('has a table of contents and a print button like the terms', async () => {
    await renderPrivacy();
    const toc = within(screen.getByRole('navigation', { name: 'Table des matières' }));
    expect(toc.getAllByRole('link').length).toBeGreaterThanOrEqual(10);
    expect(screen.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' })).toBeInTheDocument();
  });

  it('states the configured retention and whether a city is derived from the address', async () => {
    renderApp({ route: '/politique-de-confidentialite', siteConfig: { ...SITE, retentionMonths: 36, geoCity: true } });
    await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' });
    expect(section('conservation').getByText(/36\s+mois après notre dernier/)).toBeInTheDocument();
    expect(section('mesure-d-audience').getByText(/ville approximative est déduite de votre adresse IP/)).toBeInTheDocument();
    expect(section('mesure-d-audience').queryByText(/Aucune localisation/)).not.toBeInTheDocument();
  });

  it('says no location is determined without a GeoIP database', async () => {
    await renderPrivacy();
    expect(section('mesure-d-audience').getByText(/Aucune localisation n’est déterminée/)).toBeInTheDocument();
  });
});
