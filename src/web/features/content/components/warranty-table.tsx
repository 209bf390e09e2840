import { useTranslation } from 'react-i18next';
import { kmLabel, yearsLabel, type WarrantyPlan } from '../extended-warranty';

/**
 * One vehicle type's extended warranty options (SPEC §9) as a real table. The wrapper scrolls
 * sideways on narrow screens and is focusable, so keyboard users can scroll it too.
 */
export function WarrantyTable({ plan }: { plan: WarrantyPlan }) {
  const { t } = useTranslation('warranty');
  const captionId = `${plan.id}-warranty-caption`;
  const standard = `${yearsLabel(t, plan.standard.years)} / ${kmLabel(plan.standard.km)}`;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[19rem] border-collapse text-left text-sm sm:text-base">
        <caption id={captionId} className="px-3 pt-5 pb-4 text-left sm:px-5">
          <span className="block text-lg font-bold text-ink">{t(plan.id)}</span>
          <span className="mt-1 block text-sm text-neutral-600">
            {t('standardWarranty')} <strong className="font-semibold text-ink">{standard}</strong>
          </span>
        </caption>
        <thead>
          <tr className="bg-neutral-900 text-white">
            <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
              {t('extendedWarrantyColumn')}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
              {t('extendedDistanceColumn')}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
              {t('totalWarrantyColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.options.map((option) => (
            <tr
              key={option.extendedYears}
              className="border-t border-neutral-200 even:bg-neutral-50"
            >
              <th scope="row" className="px-3 py-3 sm:px-5 font-semibold text-ink">
                {yearsLabel(t, option.extendedYears)}
              </th>
              <td className="px-3 py-3 sm:px-5 text-neutral-700 tabular-nums">
                {kmLabel(option.extendedKm)}
              </td>
              <td className="px-3 py-3 sm:px-5 font-semibold text-brand">
                {yearsLabel(t, option.totalYears)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
