/** The back-office's languages (the kit's i18n runtime; the dictionary is composed in admin/i18n/). */
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
