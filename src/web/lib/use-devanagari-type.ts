import { useEffect } from 'react';

/**
 * Loads the Devanagari type (web/i18n/devanagari.ts) for a part of an English page that shows
 * Marathi or Hindi, such as the panel's fields for them: English pages do not load it otherwise,
 * and some systems draw Devanagari as boxes. styles.css gives `[lang=mr]` and `[lang=hi]` the type.
 */
export function useDevanagariType(): void {
  useEffect(() => {
    void import('../i18n/devanagari');
  }, []);
}
