import { usePageMeta } from '../../lib/page-meta';

/** Placeholder: the page is completed in a later change. */
export function TermsPage() {
  usePageMeta();
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-header__title">Conditions générales d’utilisation</h1>
      </header>
      <p>Cette page sera bientôt disponible.</p>
    </div>
  );
}
