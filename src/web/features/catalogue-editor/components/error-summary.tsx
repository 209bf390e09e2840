import type { TFunction } from 'i18next';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_EDITOR_MESSAGES,
  TRANSLATION_LANGUAGES,
} from '../../../../shared/catalogue-editor';
import { buttonClasses } from '../../../components/ui/button';
import { EDITOR_TABS, errorsByTab } from '../lib/model-form';

type CatalogueT = TFunction<'adminCatalogue'>;

/** The keys (adminCatalogue) of a list's rows, by the list's path. */
const ROW_NAMES: Record<string, string> = {
  variants: 'pathRowVariant',
  colours: 'pathRowColour',
  specs: 'pathRowSpec',
  features: 'pathRowFeature',
  accessories: 'pathRowAccessory',
  frames: 'pathRowFrame',
};

/**
 * The keys of the fields' names, by the last part of their path; a translation (`taglineMr`) is
 * named after its English field and its language.
 */
const FIELD_NAMES: Record<string, string> = {
  type: 'fieldType',
  name: 'fieldName',
  bikeName: 'fieldBikeName',
  tagline: 'fieldTagline',
  overview: 'fieldOverview',
  engineCc: 'fieldEngineCc',
  engine: 'fieldEngine',
  power: 'fieldPower',
  transmission: 'fieldTransmission',
  sortOrder: 'fieldSortOrder',
  heroImage: 'fieldHeroImage',
  cardImage: 'fieldCardImage',
  nameImage: 'fieldNameImage',
  brochure: 'fieldBrochure',
  price: 'fieldPrice',
  hex: 'fieldHex',
  image: 'fieldImage',
  title: 'fieldTitle',
  text: 'fieldText',
  label: 'fieldLabel',
  value: 'fieldValue',
  group: 'fieldGroup',
  partNo: 'fieldPartNo',
  description: 'fieldDescription',
  id: 'fieldId',
};

/** "price", "Tagline in Marathi": a field's name, or its path part when it has none. */
function fieldName(t: CatalogueT, field: string): string {
  const key = FIELD_NAMES[field];
  if (key) return t(key);
  const language = TRANSLATION_LANGUAGES.find(
    ({ suffix }) => field.endsWith(suffix) && FIELD_NAMES[field.slice(0, -suffix.length)],
  );
  if (!language) return field;
  return t('inLanguage', {
    label: fieldName(t, field.slice(0, -language.suffix.length)),
    language: language.name,
  });
}

/** "Variant 2, price", "URL name": where a message belongs, in the words of the screen. */
export function describePath(t: CatalogueT, path: string): string {
  const [part = '', index, field] = path.split('.');
  if (index === undefined) return part === 'name' ? t('pathModelName') : fieldName(t, part);
  const rowKey = ROW_NAMES[part];
  const row = t('pathRow', { name: rowKey ? t(rowKey) : part, number: Number(index) + 1 });
  return field ? t('pathRowField', { row, field: fieldName(t, field) }) : row;
}

/**
 * Every field to fix, grouped by tab, each a button that opens its tab and focuses the field: a
 * message on a hidden tab is otherwise easy to miss.
 */
export function ErrorSummary({
  errors,
  onJump,
}: {
  errors: Record<string, string>;
  onJump: (path: string) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const found = errorsByTab(errors);
  if (found.length === 0) return null;
  const tabLabel = (id: string) => {
    const tab = EDITOR_TABS.find((item) => item.id === id);
    return tab ? t(tab.labelKey) : id;
  };
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {CATALOGUE_EDITOR_MESSAGES.checkFields}
      </p>
      <ul className="mt-2 space-y-1">
        {found.map((error) => (
          <li key={error.path}>
            <button
              type="button"
              onClick={() => onJump(error.path)}
              className={buttonClasses('link', 'md')}
            >
              {t('errorLine', {
                tab: tabLabel(error.tab),
                field: describePath(t, error.path),
                message: error.text,
              })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
