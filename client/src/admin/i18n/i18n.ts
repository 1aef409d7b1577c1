import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../kit/i18n/languages';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

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
