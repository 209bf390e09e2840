import { LANGUAGE_COOKIE, type LanguageCode } from '../../../shared/site-languages';

/** Remembers the visitor's choice of language for a year (the switch and the offer set it). */
export function rememberLanguage(code: LanguageCode): void {
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the visitor chose before, or null when they never chose one. */
export function chosenLanguage(cookies: string = document.cookie): string | null {
  for (const cookie of cookies.split(';')) {
    const [name, ...value] = cookie.trim().split('=');
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}
