import { ServerError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { ErrorCode } from '@shared/errors';
import { bodyErrorField } from '../../lib/errors/error-message';
import { refusalText, serverRefusal } from '../kit/i18n/error-text';
import type { Language } from '../kit/i18n/languages';

/**
 * Spec §8, login: the server's error text when it gives one ('Identifiants invalides', the
 * throttling message…); otherwise by HTTP status 401 'Jeton manquant', 403 'Identifiants
 * invalides', else 'Erreur HTTP {status}'; anything else (no answer, unreadable answer)
 * 'Erreur serveur. Veuillez réessayer.'.
 */
export function loginErrorText(error: unknown, language: Language, t: TFunction): string {
  const refusal = serverRefusal(error);
  if (refusal) {
    if (language !== 'fr' && refusal.code === ErrorCode.RATE_LIMITED && refusal.retryAfter !== undefined) {
      return t('errors.tooManyLogins', { count: Math.max(1, Math.ceil(refusal.retryAfter / 60)) });
    }
    return refusalText(refusal, language);
  }
  if (ServerError.is(error)) {
    const fromBody = bodyErrorField(error.bodyText);
    if (fromBody) return fromBody;
    if (error.statusCode === 401) return t('login.missingToken');
    if (error.statusCode === 403) return t('login.invalidCredentials');
    return t('login.httpError', { status: error.statusCode });
  }
  return t('login.serverError');
}
