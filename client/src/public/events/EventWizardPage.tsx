import { usePageMeta } from '../../lib/page-meta';
import { interactionIsland } from '../../lib/interaction-island';
import styles from './EventWizard.module.css';

/** The wizard (Formik, its steps and fields): hydrated at the visitor's first interaction. */
const EventWizard = interactionIsland(() => import('./EventWizard').then((m) => m.EventWizard), { rootSelector: '.event-page' });

/** /evenementiel (public-site.md §2): the event equipment quote wizard. */
export function EventWizardPage() {
  usePageMeta();
  return (
    <div className="page event-page">
      <header className="page-header">
        <h1 className="page-header__title">Soumission événementielle</h1>
        <p className="page-header__lead">
          Bacs, barils, îlots de tri, toilettes chimiques et stations de lavage pour festivals, événements municipaux,
          courses et foires : décrivez votre événement et obtenez une estimation immédiate, livraison et personnel compris.
        </p>
      </header>

      <section className={`card ${styles['event-page__form']}`} aria-labelledby="event-form-title">
        <h2 id="event-form-title" className="card__title">
          Formulaire événementiel professionnel
        </h2>
        <EventWizard />
      </section>
    </div>
  );
}
