import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

export const LANGUAGES = ['fr', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Each language's name in itself, as language pickers show them. */
export const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English', es: 'Español' };

/** The `lang` attribute of <html> while the back-office shows `language`. */
export const HTML_LANG: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA', es: 'es' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * One i18next instance per back-office mount (no global state shared with the public site, which
 * has no i18n at all). Resources are bundled, so initialisation is synchronous.
 */
export function createAdminI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: { fr: { translation: fr }, en: { translation: en }, es: { translation: es } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes what it renders.
    returnNull: false,
  });
  return instance;
}
