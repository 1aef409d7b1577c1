import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClassName } from '../../ui/Button';
import { CheckIcon, SnowflakeIcon, TentIcon, TruckIcon } from '../../ui/Icons';
import styles from './ServicesPage.module.css';

interface ServiceOverview {
  id: string;
  title: string;
  lead: string;
  points: readonly string[];
  to: string;
  cta: string;
  faq: string;
  icon: ReactNode;
}

/** Prices from spec §9, before taxes; the forms show the price in force, taxes included. */
const SERVICES: readonly ServiceOverview[] = [
  {
    id: 'deneigement',
    title: 'Déneigement de trottoirs',
    lead: 'À Trois-Rivières, pour une seule visite ou pour toute la saison (habituellement de novembre à avril).',
    points: [
      'À la carte : 80\u00a0$ par visite, sans engagement',
      'Abonnement saisonnier : 350\u00a0$ pour toute la saison',
      'Options : épandage d’abrasif et intervention urgente en moins de 2\u00a0heures',
      'Prix instantané taxes incluses et paiement sécurisé en ligne',
    ],
    to: paths.snowQuote.href(),
    cta: 'Soumission de déneigement',
    faq: 'deneigement',
    icon: <SnowflakeIcon size={36} />,
  },
  {
    id: 'evenementiel',
    title: 'Location d’équipement événementiel',
    lead: 'Pour festivals, événements municipaux, courses urbaines, foires commerciales et événements privés.',
    points: [
      'Bacs roulants 360\u00a0L, barils, îlots de tri, toilettes chimiques, stations de lavage',
      'Livraison, installation et récupération (rayon de 25\u00a0km)',
      'Nettoyage après l’événement et personnel sur place sur demande',
      'Quantités suggérées selon le nombre de participants et la superficie',
    ],
    to: paths.eventQuote.href(),
    cta: 'Soumission événementielle',
    faq: 'evenementiel',
    icon: <TentIcon size={36} />,
  },
  {
    id: 'ramassage',
    title: 'Ramassage d’encombrants et de successions',
    lead: 'Meubles, électroménagers, successions, grands ménages : décrivez ce qu’il faut sortir, nous nous occupons du reste.',
    points: [
      'Soumission gratuite et sans engagement, réponse en 24\u00a0h ou moins',
      'Ramassage en 24 à 72\u00a0h selon l’urgence',
      'Transport, tri et dépôt à l’écocentre inclus',
      'Paiement par carte ou par virement, en ligne ou sur place',
    ],
    to: paths.pickup.href(),
    cta: 'Demande de ramassage',
    faq: 'ramassage',
    icon: <TruckIcon size={36} />,
  },
];

/** /services — overview of the three services, each linking to its form. */
export function ServicesPage() {
  usePageMeta();
  return (
    <div className="page services-page">
      <header className="page-header">
        <h1 className="page-header__title">Nos services</h1>
        <p className="page-header__lead">
          Une équipe locale en Mauricie pour vos besoins saisonniers et événementiels. Choisissez votre service&nbsp;:
          le prix s’affiche pendant que vous remplissez le formulaire.
        </p>
      </header>

      <div className={styles['service-overviews']}>
        {SERVICES.map((service) => (
          <section key={service.id} id={service.id} className={`${styles['service-overview']} card`} aria-labelledby={`${service.id}-titre`}>
            <span className={styles['service-overview__icon']}>{service.icon}</span>
            <div className="service-overview__body">
              <h2 id={`${service.id}-titre`} className={styles['service-overview__title']}>
                {service.title}
              </h2>
              <p className={styles['service-overview__lead']}>{service.lead}</p>
              <ul className={styles['checklist']}>
                {service.points.map((point) => (
                  <li key={point}>
                    <CheckIcon size={18} className={styles['checklist__icon']} />
                    {point.replace(' : ', '\u00a0: ')}
                  </li>
                ))}
              </ul>
              <div className={styles['service-overview__actions']}>
                <Link to={service.to} className={buttonClassName('primary')}>
                  {service.cta}
                </Link>
                <Link to={`${paths.faq.href()}#${service.faq}`} className={styles['service-overview__faq']}>
                  Questions fréquentes
                  <span className="visually-hidden"> : {service.title}</span>
                </Link>
              </div>
            </div>
          </section>
        ))}
      </div>

      <p className={styles['services-page__note']}>
        Les prix sont en dollars canadiens, avant taxes (TPS et TVQ en sus). Voir nos{' '}
        <Link to={paths.terms.href()}>conditions générales</Link>.
      </p>
    </div>
  );
}
