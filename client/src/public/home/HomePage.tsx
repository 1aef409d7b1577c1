import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteConfig } from '../../lib/site-config';
import { buttonClassName } from '../../ui/Button';
import {
  BoltIcon,
  CalendarIcon,
  LockIcon,
  MapPinIcon,
  ReceiptIcon,
  ShieldIcon,
  SnowflakeIcon,
  TentIcon,
  TruckIcon,
} from '../../ui/Icons';
import { JsonLd } from '../../ui/JsonLd';
import { localBusinessStructuredData, SERVICE_AREA } from './local-business';
import styles from './HomePage.module.css';

/** Spec §1, marketing figures. `spoken` replaces a value a screen reader would read badly ('' when the label says it all). */
const STATS: readonly { value: string; spoken?: string; label: string }[] = [
  { value: '2\u00a0500+', spoken: 'Plus de 2\u00a0500', label: 'clients servis' },
  { value: '<\u00a02\u00a0min', spoken: 'Moins de 2 minutes', label: 'de délai de réponse' },
  { value: '98\u00a0%', label: 'de satisfaction' },
  { value: '7\u00a0j/7', spoken: '', label: 'disponible 7 jours sur 7' },
];

const SERVICES: readonly { title: string; text: string; to: string; cta: string; icon: ReactNode }[] = [
  {
    title: 'Déneigement',
    text: 'Trottoirs dégagés à Trois-Rivières, à la carte ou pour toute la saison, avec abrasif et intervention urgente en option.',
    to: paths.snowQuote.href(),
    cta: 'Soumission de déneigement',
    icon: <SnowflakeIcon size={32} />,
  },
  {
    title: 'Événementiel',
    text: 'Bacs, barils, îlots de tri, toilettes et stations de lavage livrés, installés et récupérés pour vos événements.',
    to: paths.eventQuote.href(),
    cta: 'Soumission événementielle',
    icon: <TentIcon size={32} />,
  },
  {
    title: 'Ramassage',
    text: 'Encombrants, successions et grands ménages\u00a0: ramassage en 24 à 72\u00a0h, tri et dépôt à l’écocentre inclus.',
    to: paths.pickup.href(),
    cta: 'Demande de ramassage',
    icon: <TruckIcon size={32} />,
  },
];

const REASONS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Soumission instantanée',
    text: 'Le prix s’affiche pendant que vous remplissez le formulaire, taxes comprises, sans attendre un rappel.',
    icon: <BoltIcon />,
  },
  {
    title: 'Paiement en ligne sécurisé',
    text: 'Paiement par carte sur une page sécurisée\u00a0: nous ne voyons jamais votre numéro de carte.',
    icon: <LockIcon />,
  },
  {
    title: 'Disponibles 7 jours sur 7',
    text: 'La neige ne prend pas congé la fin de semaine, et nous non plus.',
    icon: <CalendarIcon />,
  },
  {
    title: 'Assurés, facturation claire',
    text: 'Assurance responsabilité civile incluse et factures détaillées, sans frais cachés.',
    icon: <ShieldIcon />,
  },
];

const STEPS: readonly { title: string; text: string }[] = [
  { title: 'Remplissez votre demande', text: 'Quelques champs suffisent\u00a0: adresse, service voulu et options.' },
  { title: 'Recevez une estimation immédiate', text: 'Le prix est calculé aussitôt, avec la TPS et la TVQ détaillées.' },
  { title: 'Notre équipe se déplace', text: 'Nous intervenons à la date convenue et vous confirmons chaque étape par courriel.' },
];

/** Example testimonials (spec §2: three static testimonials); replace with real ones, published with consent. */
const TESTIMONIALS: readonly { quote: string; author: string; detail: string }[] = [
  {
    quote:
      'Mon trottoir est dégagé avant que je parte travailler, même après les grosses bordées. Je renouvelle mon abonnement sans hésiter.',
    author: 'Mireille T.',
    detail: 'Trois-Rivières, abonnement saisonnier',
  },
  {
    quote:
      'Îlots de tri, toilettes et stations de lavage\u00a0: tout était installé à l’heure pour notre festival, et récupéré le lendemain matin.',
    author: 'Comité organisateur',
    detail: 'Festival à Shawinigan',
  },
  {
    quote:
      'Après le décès de ma mère, ils ont vidé l’appartement en une journée, avec beaucoup de respect. Soumission reçue le jour même.',
    author: 'Daniel P.',
    detail: 'Bécancour, ramassage de succession',
  },
];

/** / — Home (spec §2). */
export function HomePage() {
  usePageMeta();
  const site = useSiteConfig();
  return (
    <div className="page home">
      <section className="hero" aria-labelledby="hero-titre">
        <div className={styles['hero__copy']}>
          <h1 id="hero-titre" className="hero__title">
            Déneigement, événementiel et ramassage en Mauricie
          </h1>
          <p className="hero__lead">
            Soumission instantanée, paiement sécurisé en ligne, 7 jours sur 7. Une équipe locale pour vos besoins
            saisonniers et événementiels.
          </p>
          <div className="hero__actions">
            <Link to={paths.snowQuote.href()} className={buttonClassName('primary')}>
              Obtenir ma soumission
            </Link>
            <a href="#pourquoi" className={`button ${styles['button--on-dark']}`}>
              Pourquoi nous choisir
            </a>
          </div>
        </div>
        <SnowflakeIcon size={260} strokeWidth={0.9} className={styles['hero__art']} />
      </section>

      <section className="stats" aria-labelledby="stats-titre">
        <h2 id="stats-titre" className="visually-hidden">
          En chiffres
        </h2>
        <ul className={styles['stats__list']}>
          {STATS.map((stat) => (
            <li key={stat.label} className={styles['stats__item']}>
              <span className="stats__value" aria-hidden={stat.spoken === undefined ? undefined : true}>
                {stat.value}
              </span>
              {stat.spoken && <span className="visually-hidden">{stat.spoken}</span>}{' '}
              <span className={styles['stats__label']}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="services-titre">
        <h2 id="services-titre" className={styles['home-section__title']}>
          Nos services
        </h2>
        <ul className={styles['service-cards']}>
          {SERVICES.map((service) => (
            <li key={service.to} className={styles['service-card']}>
              <span className={styles['service-card__icon']}>{service.icon}</span>
              <h3 className={styles['service-card__title']}>{service.title}</h3>
              <p className={styles['service-card__text']}>{service.text}</p>
              <Link to={service.to} className={buttonClassName('secondary', styles['service-card__link'])}>
                {service.cta}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="pourquoi" className="home-section" aria-labelledby="pourquoi-titre">
        <h2 id="pourquoi-titre" className={styles['home-section__title']}>
          Pourquoi nous choisir
        </h2>
        <ul className="reasons">
          {REASONS.map((reason) => (
            <li key={reason.title} className={styles['reasons__item']}>
              <span className={styles['reasons__icon']}>{reason.icon}</span>
              <span>
                <strong className={styles['reasons__title']}>{reason.title}</strong>
                <span className={styles['reasons__text']}>{reason.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section id="fonctionnement" className="home-section" aria-labelledby="fonctionnement-titre">
        <h2 id="fonctionnement-titre" className={styles['home-section__title']}>
          Comment ça fonctionne
        </h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.title} className={styles['steps__item']}>
              <h3 className={styles['steps__title']}>{step.title}</h3>
              <p className={styles['steps__text']}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="home-section" aria-labelledby="temoignages-titre">
        <h2 id="temoignages-titre" className={styles['home-section__title']}>
          Ce que disent nos clients
        </h2>
        <ul className="testimonials">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.author} className="testimonials__item">
              <figure className={styles['testimonial']}>
                <blockquote className={styles['testimonial__quote']}>
                  <p>{`«\u00a0${testimonial.quote}\u00a0»`}</p>
                </blockquote>
                <figcaption className={styles['testimonial__author']}>
                  <strong>{testimonial.author}</strong>
                  <span>{testimonial.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section id="zone" className="home-section zone" aria-labelledby="zone-titre">
        <div className="zone__text">
          <h2 id="zone-titre" className={styles['home-section__title']}>
            Zone desservie
          </h2>
          <p>
            Nous intervenons à {SERVICE_AREA.join(', ')} et dans les environs. Le déneigement de trottoirs est offert à
            Trois-Rivières.
          </p>
          <ul className={styles['zone__towns']}>
            {SERVICE_AREA.map((town) => (
              <li key={town}>
                <MapPinIcon size={18} />
                {town}
              </li>
            ))}
            <li>
              <MapPinIcon size={18} />
              et les environs
            </li>
          </ul>
          <p>
            Vous êtes à l’extérieur de cette zone&nbsp;? <a href={`mailto:${site.email}`}>Écrivez-nous</a>&nbsp;: nous
            verrons ce que nous pouvons faire pour vous.
          </p>
          <div className={styles['zone__actions']}>
            <Link to={paths.snowQuote.href()} className={buttonClassName('primary')}>
              Soumission de déneigement
            </Link>
            <Link to={paths.eventQuote.href()} className={buttonClassName('secondary')}>
              Soumission événementielle
            </Link>
          </div>
        </div>
      </section>

      <aside className={styles['home-note']} aria-labelledby="note-titre">
        <ReceiptIcon size={28} className={styles['home-note__icon']} />
        <div>
          <h2 id="note-titre" className={styles['home-note__title']}>
            Assurance et facturation
          </h2>
          <p>
            Tous nos services sont couverts par une assurance responsabilité civile. Chaque commande donne lieu à une
            facture claire en français, avec la TPS et la TVQ indiquées séparément et nos numéros d’inscription. Les
            prix sont en dollars canadiens.
          </p>
        </div>
      </aside>

      <JsonLd data={localBusinessStructuredData(site)} />
    </div>
  );
}
