import { Bike, Gift, Sparkles, Wrench } from 'lucide-react';
import { SectionHeading } from '../components/ui/section-heading';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { ContentVideo } from '../features/content/components/content-video';
import { EnquiryFormSlot } from '../features/content/components/enquiry-form-slot';
import { InfoCards } from '../features/content/components/info-cards';
import { PAGE_META } from '../features/content/page-meta';
import { JOY_CLUB } from '../features/content/service-pages';
import { withDealer } from '../features/content/types';
import { JoyClubEnquiry } from '../features/enquiries/components/enquiry-forms';
import { useSite } from '../features/site/api/get-site';

const HIGHLIGHT_ICONS = { rides: Bike, first: Sparkles, care: Wrench, rewards: Gift };

/** SPEC §2 Joy Club: the programme, its video and the ENQUIRE NOW form. */
export function JoyClubPage() {
  const { data: site } = useSite();

  return (
    <>
      <ContentPageHeader meta={PAGE_META.joyClub} />
      <div className="page-container space-y-14 py-12 sm:space-y-16 sm:py-16">
        <section
          aria-labelledby="joy-club-heading"
          className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12"
        >
          <div>
            <SectionHeading
              id="joy-club-heading"
              eyebrow="Our customer family"
              title="Welcome to the Joy Club"
            />
            <div className="mt-5 space-y-4 leading-relaxed text-neutral-700">
              {JOY_CLUB.intro.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{withDealer(paragraph, site?.dealer.name)}</p>
              ))}
            </div>
          </div>
          <ContentVideo src={site?.videos.joyClub} title={JOY_CLUB.videoTitle} />
        </section>

        <section aria-labelledby="joy-club-benefits-heading">
          <SectionHeading id="joy-club-benefits-heading" title="Member benefits" />
          <InfoCards
            items={JOY_CLUB.highlights}
            icons={HIGHLIGHT_ICONS}
            className="mt-6 lg:grid-cols-4"
          />
        </section>

        <EnquiryFormSlot
          label="Joy Club enquiry form"
          heading="ENQUIRE NOW"
          note="Tell us about your Honda and we will call you back to enrol you in the Joy Club."
          className="mx-auto max-w-4xl"
        >
          <JoyClubEnquiry />
        </EnquiryFormSlot>
      </div>
    </>
  );
}
