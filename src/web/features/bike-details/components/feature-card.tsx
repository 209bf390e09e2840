import { useTranslation } from 'react-i18next';
import type { BikeAccessory, Feature } from '../../../../shared/catalogue';
import { formatRupees } from '../../../../shared/format';
import { PICTURE_SIZES, ResponsivePicture } from '../../../components/ui/responsive-picture';
import { useAsWrittenLang } from '../../../lib/catalogue-text';

// Feature and accessory pictures are 3:2 from the seed.
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 427;

const cardClass =
  'flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm';

function CardImage({ src, alt, lang }: { src: string; alt: string; lang?: string }) {
  return (
    <div lang={lang} className="bg-neutral-50">
      <ResponsivePicture
        src={src}
        alt={alt}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        sizes={PICTURE_SIZES.cardOfThree}
        loading="lazy"
        draggable={false}
        className="aspect-[3/2] w-full object-cover"
      />
    </div>
  );
}

export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <article className={cardClass}>
      <CardImage src={feature.image} alt={feature.heading} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-bold text-ink">{feature.heading}</h3>
        <p className="text-sm leading-relaxed text-neutral-600">{feature.description}</p>
      </div>
    </article>
  );
}

export function AccessoryCard({ accessory }: { accessory: BikeAccessory }) {
  const { t } = useTranslation('bikeDetails');
  // Honda's accessory names and texts, kept as Honda writes them.
  const lang = useAsWrittenLang();
  return (
    <article className={cardClass}>
      <CardImage src={accessory.image} alt={accessory.heading} lang={lang} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 lang={lang} className="text-lg font-bold text-ink">
          {accessory.heading}
        </h3>
        <p lang={lang} className="text-sm leading-relaxed text-neutral-600">
          {accessory.description}
        </p>
        <dl className="mt-auto grid grid-cols-2 gap-3 border-t border-neutral-100 pt-4 text-sm">
          <div>
            <dt className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">
              {t('partNo')}
            </dt>
            <dd className="mt-0.5 font-mono font-semibold text-ink">{accessory.part_no}</dd>
          </div>
          <div className="text-right">
            <dt className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">
              {t('price')}
            </dt>
            <dd className="mt-0.5 text-lg font-bold text-brand">{formatRupees(accessory.price)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
