import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseBikeName } from '../../../../shared/models';
import {
  ENQUIRY_COLOURS,
  ENQUIRY_FORMS,
  FINANCE_MODELS,
  type ChoiceOption,
  type EnquiryForm as EnquiryFormDescription,
} from '../../../../shared/enquiries';
import { Button } from '../../../components/ui/button';
import { useBikeColours, useBikeView } from '../../../lib/vehicle-queries';
import { useVehicleFromNavigation } from '../lib/use-vehicle-from-navigation';
import { EmiCalculatorDialog, type AmountChoice } from './emi-calculator-dialog';
import { EnquiryForm, type EnquiryFormProps } from './enquiry-form';

// The forms pages render: each is the one EnquiryForm with its description and what its page adds.
// They sit in a page section that is already a card with its own heading (EnquiryFormSlot), so by
// default they draw neither; a page without such a section passes framed and showHeading.

type Placement = Pick<EnquiryFormProps, 'framed' | 'showHeading'>;
const IN_SLOT = { framed: false, showHeading: false } as const satisfies Placement;

/** The finance model matching a bike name ('shine', 'CBR150R' and 'CBR 150R' alike). */
function financeModelFor(bikeName: string | undefined): ChoiceOption | undefined {
  if (!bikeName) return undefined;
  const wanted = normaliseBikeName(bikeName);
  return FINANCE_MODELS.find((option) => normaliseBikeName(option.value) === wanted);
}

/**
 * Finance enquiry with the EMI calculator. Arriving with a bike (navigation state or ?bike=), its
 * model is preselected and locked (SPEC §4) and the calculator starts from its price; given the
 * variant's on-road figures (by the page), it offers ex-showroom or on-road as the loan amount.
 */
export function FinanceEnquiry({
  onRoad,
  ...placement
}: Placement & { onRoad?: { exShowroom: number; total: number } | undefined }) {
  const { t } = useTranslation('emi');
  const vehicle = useVehicleFromNavigation();
  const model = financeModelFor(vehicle.bikeName);
  const [emiOpen, setEmiOpen] = useState(false);
  // The price comes with the navigation state; after a reload only the bike's own page knows it.
  const bikeView = useBikeView(vehicle.bikeName, vehicle.bikePrice === undefined);
  const price = onRoad?.exShowroom ?? vehicle.bikePrice ?? bikeView.data?.bikePrice;
  const amountChoices: AmountChoice[] | undefined = onRoad && [
    { label: t('exShowroom'), amount: onRoad.exShowroom },
    { label: t('onRoad'), amount: onRoad.total },
  ];

  return (
    <>
      {/* The calculator is what most visitors come to the finance page for: offered up front,
          as a primary action, not as a second button at the foot of the form. */}
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-brand-soft p-5 sm:p-6">
        <div className="flex gap-4">
          <Calculator aria-hidden="true" className="size-8 shrink-0 text-brand" />
          <div>
            <p className="font-bold text-ink">{t('teaserTitle')}</p>
            <p className="mt-1 text-sm text-neutral-700">{t('teaserText')}</p>
          </div>
        </div>
        <Button onClick={() => setEmiOpen(true)} className="w-full sm:w-auto">
          {t('openButton')}
        </Button>
      </div>
      <EnquiryForm
        {...IN_SLOT}
        {...placement}
        key={model?.value ?? ''}
        form={ENQUIRY_FORMS.finance}
        initialValues={{ model: model?.value }}
        lockedFields={model ? ['model'] : []}
      />
      <EmiCalculatorDialog
        open={emiOpen}
        onClose={() => setEmiOpen(false)}
        initialAmount={price}
        amountChoices={amountChoices}
      />
    </>
  );
}

/**
 * A form its page shows just as described, in the page's section unless placed otherwise;
 * `headingKey` names its own heading in the `forms` strings (else the form's title).
 */
function placed(form: EnquiryFormDescription, headingKey?: string) {
  return function PlacedEnquiry(placement: Placement) {
    const { t } = useTranslation('forms');
    const heading = headingKey ? t(headingKey) : undefined;
    return <EnquiryForm {...IN_SLOT} {...placement} form={form} heading={heading} />;
  };
}

export const ContactEnquiry = placed(ENQUIRY_FORMS.contact);
export const ServiceBookingEnquiry = placed(ENQUIRY_FORMS.service);
export const AmcEnquiry = placed(ENQUIRY_FORMS.amc);
export const WarrantyEnquiry = placed(ENQUIRY_FORMS.warranty);
export const OptInEnquiry = placed(ENQUIRY_FORMS.optin);
export const OfferEnquiry = placed(ENQUIRY_FORMS.offer);
/** SPEC §2 Joy Club: the ENQUIRE NOW form. */
export const JoyClubEnquiry = placed(ENQUIRY_FORMS.joyclub, 'joyclubHeading');

interface ProductEnquiryProps {
  bikeName: string;
  /** The variant chosen on the bike page, sent along (the server checks it belongs to the bike). */
  variant?: string | undefined;
  /** The heading; 'Book a Test Ride' (translated) unless given. */
  heading?: string;
}

/**
 * PRODUCT ENQUIRY / test ride: the model is the bike the visitor came with (a single option,
 * kept after a successful submission) and the colours are that bike's own (SPEC §2).
 */
export function ProductEnquiry({ bikeName, variant, heading }: ProductEnquiryProps) {
  const { t } = useTranslation('forms');
  const colours = useBikeColours(bikeName);
  // Until the bike's colours arrive there is nothing to choose: a standard colour picked meanwhile
  // would silently vanish from the list once the bike's own colours replace it.
  let colourOptions: readonly ChoiceOption[] = [];
  if (colours.data?.length)
    colourOptions = colours.data.map((c) => ({ value: c.name, label: c.name }));
  else if (colours.isError || colours.data) colourOptions = ENQUIRY_COLOURS;

  return (
    <EnquiryForm
      key={`${bikeName}|${variant ?? ''}`}
      form={ENQUIRY_FORMS.product}
      heading={heading ?? t('testRideHeading')}
      initialValues={{ model: bikeName, variant }}
      options={{ model: [{ value: bikeName, label: bikeName }], color: colourOptions }}
    />
  );
}
