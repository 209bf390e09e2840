import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Colour } from '../../../../shared/catalogue';
import { SectionHeading } from '../../../components/ui/section-heading';
import { AsWritten, useAsWrittenLang } from '../../../lib/catalogue-text';
import { cn } from '../../../lib/cn';
import { ImageMagnifier } from './image-magnifier';

// Colour pictures are 3:2 from the seed.
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 534;

/** SPEC §2 COLOURS: swatches (the first chosen) and the chosen colour's picture with a magnifier. */
export function ColoursPanel({ bikeName, colours }: { bikeName: string; colours: Colour[] }) {
  const { t } = useTranslation('bikeDetails');
  // Honda's colour names, kept as Honda writes them.
  const asWritten = useAsWrittenLang();
  const [selectedId, setSelectedId] = useState<number>();
  const selected = colours.find((colour) => colour.id === selectedId) ?? colours[0];
  if (!selected) return null;

  return (
    <div className="grid grid-cols-1 items-center gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
      <div className="rounded-3xl bg-gradient-to-br from-neutral-50 via-white to-neutral-100 p-4 sm:p-8">
        <ImageMagnifier
          key={selected.id}
          src={selected.image}
          alt={t('bikeInColour', { name: bikeName, colour: selected.name })}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
        />
      </div>
      <div>
        <SectionHeading eyebrow={t('coloursEyebrow')} title={<AsWritten text={selected.name} />} />
        <p className="mt-2 text-sm text-neutral-600">
          {t('colourCount', { count: colours.length })}
        </p>
        <div
          role="group"
          aria-label={t('coloursOf', { name: bikeName })}
          className="mt-6 flex flex-wrap gap-3"
        >
          {colours.map((colour) => {
            const isSelected = colour.id === selected.id;
            return (
              <button
                key={colour.id}
                type="button"
                aria-label={colour.name}
                lang={asWritten}
                aria-pressed={isSelected}
                title={colour.name}
                onClick={() => setSelectedId(colour.id)}
                className={cn(
                  'size-12 rounded-full border border-black/15 shadow-inner ring-offset-2 transition',
                  isSelected ? 'ring-[3px] ring-brand' : 'hover:ring-2 hover:ring-neutral-300',
                )}
                style={{ backgroundColor: colour.hex }}
              />
            );
          })}
        </div>
        <p className="mt-6 flex items-center gap-2 text-sm text-neutral-500">
          <Search aria-hidden="true" className="size-4" />
          {t('magnifierHint')}
        </p>
      </div>
    </div>
  );
}
