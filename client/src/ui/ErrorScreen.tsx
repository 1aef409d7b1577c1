import { isRouteErrorResponse } from 'react-router-dom';

/** The text of whatever was thrown: an Error's message, a route response's status, or the value itself. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data.trim() !== '' ? error.data : error.statusText;
    return [String(error.status), detail].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Erreur inconnue.';
}

export interface ErrorScreenProps {
  error: unknown;
  /** true outside the public layout: the screen is then the page's <main>. */
  standalone?: boolean;
}

/** Top-level error screen (spec §2): 'Une erreur est survenue' and the error text. */
export function ErrorScreen({ error, standalone = false }: ErrorScreenProps) {
  const content = (
    <div className="card error-screen__card">
      <h1 className="card__title">Une erreur est survenue</h1>
      <p className="error-screen__text">{errorText(error)}</p>
      <p>
        {/* A full page load: the app may be in a broken state (a chunk that failed to load, for instance). */}
        <a href="/">Retour à l’accueil</a>
      </p>
    </div>
  );
  return standalone ? (
    <main className="standalone error-screen" id="contenu">
      {content}
    </main>
  ) : (
    <div className="page error-screen">{content}</div>
  );
}
