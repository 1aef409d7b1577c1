import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClassName } from '../../ui/Button';

/** Placeholder for the home page: the hero only; the sections of spec §2 come later. */
export function HomePage() {
  usePageMeta();
  return (
    <div className="page home-page">
      <section className="hero">
        <h1 className="hero__title">Déneigement, événementiel et ramassage en Mauricie</h1>
        <p className="hero__lead">Soumission instantanée, paiement sécurisé en ligne, 7 jours sur 7.</p>
        <div className="hero__actions">
          <Link to={paths.snowQuote.href()} className={buttonClassName('primary')}>
            Obtenir ma soumission
          </Link>
        </div>
      </section>
    </div>
  );
}
