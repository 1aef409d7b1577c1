import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, isErrorCode } from '@shared/errors';
import { ERROR_TEXTS } from './error-texts';
import { isLanguage, type Language } from './languages';

/** A refusal the server explained: one of our codes with a message meant for people. */
export interface ServerRefusal {
  code: ErrorCode;
  /** The server's French text. */
  message: string;
  /** RATE_LIMITED: seconds before a new try may succeed. */
  retryAfter?: number;
}

/**
 * The first GraphQL error that carries one of our codes and a message, or null: network
 * failures, HTTP errors, foreign codes (graphql-js, Apollo) and INTERNAL (nothing to explain)
 * leave the screen to show its own text.
 */
export function serverRefusal(error: unknown): ServerRefusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const graphQLError of error.errors) {
    const code = graphQLError.extensions?.['code'];
    const message = graphQLError.message.trim();
    if (!isErrorCode(code) || code === ErrorCode.INTERNAL || message === '') continue;
    const retryAfter = graphQLError.extensions?.['retryAfter'];
    return { code, message, ...(typeof retryAfter === 'number' ? { retryAfter } : {}) };
  }
  return null;
}

/** The refusal in the interface's language: the server's own words in French, the code's text otherwise. */
export function refusalText(refusal: ServerRefusal, language: Language): string {
  if (language === 'fr') return refusal.message;
  return ERROR_TEXTS[language][refusal.code] ?? refusal.message;
}

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'fr';
}

/**
 * `errorText(error, fallback)`: the server's explanation when it gave one (e.g. 'Le dernier
 * superadministrateur ne peut être ni supprimé…'), else the screen's own text (the spec's
 * 'Impossible de charger les utilisateurs.' and the like).
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const language = useLanguage();
  return useCallback(
    (error: unknown, fallback: string) => {
      const refusal = serverRefusal(error);
      return refusal ? refusalText(refusal, language) : fallback;
    },
    [language],
  );
}
