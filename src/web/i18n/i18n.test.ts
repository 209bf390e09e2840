import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/site-languages';
import { allStringsOf } from './all-strings';
import { isAdminNamespace, type Namespaces } from './i18n';

const languages = LANGUAGES.map(({ code }) => [code, allStringsOf(code)] as const);
const english = languages[0]![1];
/** What Marathi and Hindi must match: English without the panel's English-only namespaces. */
const publicEnglish = Object.fromEntries(
  Object.entries(english).filter(([namespace]) => !isAdminNamespace(namespace)),
);

/** Every `namespace:key` of a language. */
const keysOf = (strings: Namespaces) =>
  Object.entries(strings)
    .flatMap(([namespace, texts]) => Object.keys(texts).map((key) => `${namespace}:${key}`))
    .sort();

/** {{name}} placeholders a text fills in. */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('the translations', () => {
  it.each(languages.slice(1))(
    '%s has every key of the public site English has, and no other',
    (_code, strings) => {
      expect(keysOf(strings)).toEqual(keysOf(publicEnglish));
    },
  );

  it('holds the admin panel’s strings in English only, each namespace named admin…', () => {
    const panel = Object.keys(english).filter(isAdminNamespace);
    expect(panel.length).toBeGreaterThan(0);
    for (const [, strings] of languages.slice(1)) {
      expect(Object.keys(strings).filter(isAdminNamespace)).toEqual([]);
    }
  });

  it.each(languages)('%s has no empty text', (_code, strings) => {
    const empty = Object.entries(strings).flatMap(([namespace, texts]) =>
      Object.entries(texts)
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => `${namespace}:${key}`),
    );
    expect(empty).toEqual([]);
  });

  it.each(languages.slice(1))('%s fills in the same placeholders as English', (_code, strings) => {
    const differing = Object.entries(publicEnglish).flatMap(([namespace, texts]) =>
      Object.entries(texts)
        .filter(
          ([key, text]) =>
            placeholders(text).join() !== placeholders(strings[namespace]?.[key] ?? '').join(),
        )
        .map(([key]) => `${namespace}:${key}`),
    );
    expect(differing).toEqual([]);
  });
});

describe('texts that have a home elsewhere', () => {
  it('name the town as the on-road price does', async () => {
    const { ON_ROAD_TOWN } = await import('../../shared/on-road');
    expect(english.onRoad?.town).toBe(ON_ROAD_TOWN);
  });
});
