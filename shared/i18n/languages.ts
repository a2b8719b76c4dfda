/** The interface languages, in the order the language switch lists them. */
export const languages = ['uk', 'ru', 'en'] as const;

/** One interface language code. */
export type Language = (typeof languages)[number];

/** The language used when nothing better is known. */
export const fallbackLanguage: Language = 'en';

/** True when `value` is one of the interface language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Picks the interface language for a locale tag such as `uk-UA`, `ru_RU.UTF-8` or `en-GB`,
 * taking the first tag that names one of our languages; `fallbackLanguage` otherwise.
 */
export function matchLanguage(localeTags: readonly (string | undefined)[]): Language {
  for (const tag of localeTags) {
    const primary = tag?.split(/[-_.@]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return fallbackLanguage;
}
