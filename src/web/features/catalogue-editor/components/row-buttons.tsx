import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * Move up, move down and remove for one row of a list; each button names its row for screen
 * readers ("Move variant 2 up"), and the ends of the list cannot move further.
 */
export function RowButtons({
  what,
  index,
  count,
  onMove,
  onRemove,
  removeDisabled = false,
}: {
  /** The row's kind in words (translated): "variant", "colour". */
  what: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  removeDisabled?: boolean;
}) {
  const { t } = useTranslation('adminCatalogue');
  const n = index + 1;
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={t('moveRowUp', { what, number: n })}
        title={t('moveUp')}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={t('moveRowDown', { what, number: n })}
        title={t('moveDown')}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 text-red-700 hover:bg-red-50"
        aria-label={t('removeRow', { what, number: n })}
        title={t('remove')}
        disabled={removeDisabled}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/** A numbered card around one row of a list (a variant, a colour, a feature). */
export function RowCard({
  title,
  actions,
  children,
}: {
  title: string;
  actions: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <li className="rounded-lg border border-neutral-200 bg-neutral-50/60 p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-sm font-bold text-neutral-700">{title}</h3>
        {actions}
      </div>
      {children}
    </li>
  );
}

/**
 * The rows of one list of the model (variants, colours, features, accessories): a numbered card
 * each with its move and remove buttons, a note while there are none, and an Add button that
 * stops at the list's limit. `renderRow` draws one row's fields.
 */
export function RowList({
  what,
  rows,
  limit,
  minimum = 0,
  onMove,
  onRemove,
  onAdd,
  renderRow,
}: {
  /** The row's kind in words (translated), lower case: "variant", "accessory". */
  what: string;
  rows: readonly { key: string }[];
  limit: number;
  /** Rows that must stay: the last ones cannot be removed. */
  minimum?: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  renderRow: (index: number) => React.ReactNode;
}) {
  const { t } = useTranslation('adminCatalogue');
  const title = what.charAt(0).toUpperCase() + what.slice(1);
  return (
    <>
      {rows.length === 0 && (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-neutral-50 px-4 py-6 text-center text-sm text-neutral-600">
          {t('noRowsYet')}
        </p>
      )}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <RowCard
            key={row.key}
            title={t('rowTitle', { what: title, number: index + 1 })}
            actions={
              <RowButtons
                what={what}
                index={index}
                count={rows.length}
                onMove={onMove}
                onRemove={() => onRemove(index)}
                removeDisabled={rows.length <= minimum}
              />
            }
          >
            {renderRow(index)}
          </RowCard>
        ))}
      </ol>
      <Button variant="secondary" disabled={rows.length >= limit} onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {t('addRow', { what })}
      </Button>
    </>
  );
}
