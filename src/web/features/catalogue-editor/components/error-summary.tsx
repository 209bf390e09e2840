import { CircleAlert } from 'lucide-react';
import { CATALOGUE_EDITOR_MESSAGES } from '../../../../shared/catalogue-editor';
import { EDITOR_TABS, errorsByTab } from '../lib/model-form';

const ROW_NAMES: Record<string, string> = {
  variants: 'Variant',
  colours: 'Colour',
  specs: 'Row',
  features: 'Feature',
  accessories: 'Accessory',
  frames: 'Frame',
};

const FIELD_NAMES: Record<string, string> = {
  type: 'Type',
  name: 'name',
  bikeName: 'URL name',
  tagline: 'Tagline',
  taglineMr: 'Tagline in Marathi',
  taglineHi: 'Tagline in Hindi',
  overview: 'Overview',
  overviewMr: 'Overview in Marathi',
  overviewHi: 'Overview in Hindi',
  engineCc: 'Engine capacity',
  engine: 'Engine',
  power: 'Power',
  transmission: 'Transmission',
  sortOrder: 'List position',
  heroImage: 'Main picture',
  cardImage: 'Card picture',
  nameImage: 'Name picture',
  brochure: 'Brochure',
  price: 'price',
  hex: 'swatch colour',
  image: 'picture',
  title: 'title',
  titleMr: 'title in Marathi',
  titleHi: 'title in Hindi',
  text: 'text',
  textMr: 'text in Marathi',
  textHi: 'text in Hindi',
  label: 'label',
  value: 'value',
  group: 'group',
  partNo: 'part number',
  description: 'description',
  id: 'row',
};

/** "Variant 2, price", "URL name": where a message belongs, in the words of the screen. */
export function describePath(path: string): string {
  const [part = '', index, field] = path.split('.');
  if (index === undefined)
    return FIELD_NAMES[part] === 'name' ? 'Model name' : (FIELD_NAMES[part] ?? part);
  const row = `${ROW_NAMES[part] ?? part} ${Number(index) + 1}`;
  return field ? `${row}, ${FIELD_NAMES[field] ?? field}` : row;
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
  const found = errorsByTab(errors);
  if (found.length === 0) return null;
  const tabLabel = (id: string) => EDITOR_TABS.find((tab) => tab.id === id)?.label ?? id;
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
              className="text-left underline decoration-red-300 underline-offset-2 hover:decoration-red-700"
            >
              {tabLabel(error.tab)} · {describePath(error.path)}: {error.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
