import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../lib/page-meta';

/** Placeholder: standalone (outside the public layout); the payment confirmation comes later. */
export function ConfirmationPage() {
  usePageMeta();
  return (
    <main className="standalone" id="contenu">
      <div className="card standalone__card">
        <h1 className="card__title">Confirmation</h1>
        <p>Merci ! Votre demande a bien été reçue.</p>
        <p>
          <Link to={paths.home.href()}>Retour à l’accueil</Link>
        </p>
      </div>
    </main>
  );
}
