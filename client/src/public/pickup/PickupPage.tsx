import { usePageMeta } from '../../lib/page-meta';
import { interactionIsland } from '../../lib/interaction-island';
import styles from './PickupPage.module.css';

/** The form (Formik and its fields): hydrated at the visitor's first interaction. */
const PickupForm = interactionIsland(() => import('./PickupForm').then((m) => m.PickupForm), { rootSelector: '.pickup-page' });

/** Spec §1, pickup page claims. */
const CLAIMS = [
  { title: 'Soumission gratuite', text: 'Soumission en ligne gratuite et sans engagement.' },
  { title: 'Ramassage rapide', text: 'Ramassage en 24 à 72 h selon l’urgence.' },
  { title: 'Toute la région', text: 'Service partout dans la région et les environs.' },
  { title: 'Tout est inclus', text: 'Transport, tri et dépôt à l’écocentre inclus.' },
  { title: 'Paiement flexible', text: 'Paiement par carte ou par virement, en ligne ou sur place.' },
  { title: 'Réponse rapide', text: 'Réponse en 24 h ou moins.' },
] as const;

export function PickupPage() {
  usePageMeta();
  return (
    <div className="page pickup-page">
      <header className="page-header">
        <h1 className="page-header__title">Ramassage d’encombrants et de successions</h1>
        <p className="page-header__lead">
          Meubles, électroménagers, successions ou grand ménage : décrivez ce qu’il faut sortir, nous nous
          occupons du reste.
        </p>
      </header>

      <section className="claims" aria-labelledby="pickup-claims-title">
        <h2 id="pickup-claims-title" className="visually-hidden">
          Nos engagements
        </h2>
        <ul className={styles['claims__list']}>
          {CLAIMS.map((claim) => (
            <li key={claim.title} className={styles['claims__item']}>
              <span className={styles['claims__title']}>{claim.title}</span>
              <span className={styles['claims__text']}>{claim.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="card pickup-page__form" aria-labelledby="pickup-form-title">
        <h2 id="pickup-form-title" className="card__title">
          Demande de ramassage
        </h2>
        <PickupForm />
      </section>
    </div>
  );
}
