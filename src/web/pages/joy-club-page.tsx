import { Bike, Gift, Sparkles, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../components/ui/section-heading';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { ContentVideo } from '../features/content/components/content-video';
import { EnquiryFormSlot } from '../features/content/components/enquiry-form-slot';
import { InfoCards } from '../features/content/components/info-cards';
import { JoyClubEnquiry } from '../features/enquiries/components/enquiry-forms';
import { useSite } from '../features/site/api/get-site';

const HIGHLIGHT_ICONS = { rides: Bike, first: Sparkles, care: Wrench, rewards: Gift };

/** The programme's texts: keys of the `joyClub` namespace; `{{dealer}}` is the dealership's name. */
const INTRO = ['introParagraph1', 'introParagraph2'] as const;
const HIGHLIGHTS = [
  { key: 'rides', title: 'ridesTitle', text: 'ridesText' },
  { key: 'first', title: 'firstTitle', text: 'firstText' },
  { key: 'care', title: 'careTitle', text: 'careText' },
  { key: 'rewards', title: 'rewardsTitle', text: 'rewardsText' },
] as const;

/** SPEC §2 Joy Club: the programme, its video and the ENQUIRE NOW form. */
export function JoyClubPage() {
  const { t } = useTranslation('joyClub');
  const { data: site } = useSite();
  // A neutral phrase while /api/site is loading.
  const dealer = site?.dealer.name ?? t('dealerFallback');

  return (
    <>
      <ContentPageHeader meta={{ title: t('title'), description: t('description') }} />
      <div className="page-container space-y-14 py-12 sm:space-y-16 sm:py-16">
        <section
          aria-labelledby="joy-club-heading"
          className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12"
        >
          <div>
            <SectionHeading
              id="joy-club-heading"
              eyebrow={t('eyebrow')}
              title={t('welcomeHeading')}
            />
            <div className="mt-5 space-y-4 leading-relaxed text-neutral-700">
              {INTRO.map((paragraph) => (
                <p key={paragraph}>{t(paragraph, { dealer })}</p>
              ))}
            </div>
          </div>
          <ContentVideo src={site?.videos.joyClub} title={t('videoTitle')} />
        </section>

        <section aria-labelledby="joy-club-benefits-heading">
          <SectionHeading id="joy-club-benefits-heading" title={t('benefitsHeading')} />
          <InfoCards
            items={HIGHLIGHTS.map(({ key, title, text }) => ({
              key,
              title: t(title),
              text: t(text),
            }))}
            icons={HIGHLIGHT_ICONS}
            className="mt-6 lg:grid-cols-4"
          />
        </section>

        <EnquiryFormSlot
          label={t('formLabel')}
          heading={t('formHeading')}
          note={t('formNote')}
          className="max-w-4xl"
        >
          <JoyClubEnquiry />
        </EnquiryFormSlot>
      </div>
    </>
  );
}
