import type { Namespaces } from '../../i18n';

// Each JSON file here is one namespace, named as the file: layout.json is useTranslation('layout').
const files = import.meta.glob<Namespaces[string]>('./*.json', { eager: true, import: 'default' });

export const resources: Namespaces = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [file.slice(2, -'.json'.length), texts]),
);
