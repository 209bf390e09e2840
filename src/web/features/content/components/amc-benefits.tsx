import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { AMC_BENEFITS } from '../amc';

/** SPEC §9: the seven AMC benefits as cards, the figure first; the first one is featured. */
export function AmcBenefits() {
  const { t } = useTranslation('amc');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {AMC_BENEFITS.map((benefit, index) => {
        const featured = index === 0;
        return (
          <li
            key={benefit}
            className={cn(
              'flex flex-col rounded-2xl shadow-sm',
              featured
                ? 'col-span-2 bg-brand p-5 text-white shadow-md sm:p-6'
                : 'border border-neutral-200 bg-white p-4 sm:p-6',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'font-black tracking-tight',
                featured ? 'text-4xl' : 'text-2xl text-brand sm:text-3xl',
              )}
            >
              {t(`${benefit}Figure`)}
            </span>
            <h3
              className={cn(
                'font-bold',
                featured ? 'mt-3 text-lg' : 'mt-2 text-sm text-ink sm:mt-3 sm:text-base',
              )}
            >
              {t(`${benefit}Title`)}
            </h3>
            <p
              className={cn(
                'mt-1 text-sm leading-relaxed',
                featured ? 'text-white/90' : 'text-neutral-600',
              )}
            >
              {t(`${benefit}Text`)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
