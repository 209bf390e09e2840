import type {
  ModelDetail,
  ModelDocumentInput,
  ModelType,
} from '../../../../shared/catalogue-editor';

/**
 * The editor's tabs, in order, with the keys of their names (adminCatalogue); the open one sits in
 * the URL (?tab=variants).
 */
export const EDITOR_TABS = [
  { id: 'details', labelKey: 'tabDetails' },
  { id: 'variants', labelKey: 'tabVariants' },
  { id: 'colours', labelKey: 'tabColours' },
  { id: 'specifications', labelKey: 'tabSpecifications' },
  { id: 'features', labelKey: 'tabFeatures' },
  { id: 'accessories', labelKey: 'tabAccessories' },
  { id: '360', labelKey: 'tab360' },
  { id: 'brochure', labelKey: 'tabBrochure' },
  { id: 'pictures', labelKey: 'tabPictures' },
] as const;
export type EditorTab = (typeof EDITOR_TABS)[number]['id'];

export function isEditorTab(value: string | null): value is EditorTab {
  return EDITOR_TABS.some((tab) => tab.id === value);
}

/** The keys of the types' names (adminCatalogue). */
export const TYPE_LABELS: Record<ModelType, string> = {
  bike: 'typeBike',
  scooter: 'typeScooter',
  ev: 'typeEv',
};

/** The tab that holds a document field, by the first part of its path (`variants.1.price`). */
const TAB_OF_FIELD: Record<string, EditorTab> = {
  variants: 'variants',
  colours: 'colours',
  specs: 'specifications',
  features: 'features',
  accessories: 'accessories',
  frames: '360',
  brochure: 'brochure',
  heroImage: 'pictures',
  cardImage: 'pictures',
  nameImage: 'pictures',
};

export function tabOfField(path: string): EditorTab {
  return TAB_OF_FIELD[path.split('.')[0] ?? ''] ?? 'details';
}

/** What a new model's form starts with: one empty variant, as a model needs at least one. */
export function newModelValues(type: ModelType = 'bike'): ModelDocumentInput {
  return {
    type,
    name: '',
    bikeName: '',
    tagline: '',
    taglineMr: '',
    taglineHi: '',
    overview: '',
    overviewMr: '',
    overviewHi: '',
    // Unset, not NaN: NaN never equals itself, and an untouched new form must not count as edited.
    engineCc: type === 'ev' ? 0 : (undefined as unknown as number),
    engine: '',
    power: '',
    transmission: '',
    sortOrder: 0,
    heroImage: '',
    cardImage: '',
    nameImage: '',
    brochure: '',
    variants: [{ name: '', price: '' }],
    colours: [],
    specs: [],
    features: [],
    accessories: [],
    frames: [],
  };
}

/** A stored document as the form holds it (the API's view is looser than the save rules). */
export function toFormValues(document: ModelDetail['document']): ModelDocumentInput {
  return {
    ...document,
    specs: document.specs as ModelDocumentInput['specs'],
    // A price the seed left at 0 shows as an empty box to fill in, not as ₹0.
    accessories: document.accessories.map((row) => ({ ...row, price: row.price || '' })),
  };
}

/** The server's message for a field path, as react-hook-form names it. */
export type FieldErrors = Record<string, string>;

/** Server errors on the fields, each with the tab it is on, in the tabs' order. */
export function errorsByTab(errors: FieldErrors): { path: string; tab: EditorTab; text: string }[] {
  const order = EDITOR_TABS.map((tab) => tab.id);
  return Object.entries(errors)
    .map(([path, text]) => ({ path, tab: tabOfField(path), text }))
    .sort((a, b) => order.indexOf(a.tab) - order.indexOf(b.tab));
}
