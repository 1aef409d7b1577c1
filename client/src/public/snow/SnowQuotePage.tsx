import { usePageMeta } from '../../lib/page-meta';
import { Alert } from '../../ui/Alert';
import { interactionIsland } from '../../lib/interaction-island';
import styles from './SnowQuote.module.css';

/**
 * The form (Formik, its fields, the price summary): hydrated at the visitor's first interaction, or
 * as soon as the price summary (loading in the server's markup) is in view (at once on a wide
 * screen, where it sits beside the fields; on a phone it is below them).
 */
const SnowQuoteForm = interactionIsland(() => import('./SnowQuoteForm').then((m) => m.SnowQuoteForm), {
  rootSelector: '.snow-page',
  hydrateWhenVisible: '#snow-summary-title',
});

export function SnowQuotePage() {
  usePageMeta();
  return (
    <div className="page snow-page">
      <header className="page-header">
        <h1 className="page-header__title">Soumission de déneigement</h1>
        <p className="page-header__lead">
          Déneigement de trottoir à Trois-Rivières, à la carte ou pour toute la saison : votre prix taxes incluses, tout de
          suite.
        </p>
      </header>

      <Alert tone="info" title="Aucun paiement n’est requis pour le moment" className={styles['snow-page__intro']}>
        <p>
          Ce formulaire sert à planifier votre service : choisissez vos options et vérifiez le prix. Le paiement se fait à
          l’étape suivante, sur une page de paiement sécurisée.
        </p>
      </Alert>

      <SnowQuoteForm />
    </div>
  );
}
