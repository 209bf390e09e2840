import { ArrowRight, BadgeIndianRupee, ShieldCheck, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_MODELS_STRIP_COUNT, MOBILE_BREAKPOINT_PX } from '../../shared/constants';
import { ButtonLink } from '../components/ui/button';
import { SectionHeading } from '../components/ui/section-heading';
import { QueryState } from '../components/ui/query-state';
import { ModelGrid } from '../features/catalogue/components/model-grid';
import { useSite } from '../features/site/api/get-site';
import { DealerContactList } from '../features/site/components/dealer-contact-list';
import { LocationMap } from '../features/site/components/location-map';
import { HomeSlideshow } from '../features/slideshow/components/home-slideshow';
import { paths } from '../lib/paths';
import { useMediaQuery } from '../lib/use-media-query';

const HIGHLIGHTS = [
  {
    icon: ShieldCheck,
    title: 'Genuine Honda',
    text: 'Every motorcycle, scooter, part and accessory comes straight from Honda.',
  },
  {
    icon: Wrench,
    title: 'Expert service',
    text: 'Factory-trained technicians, AMC plans and extended warranty cover.',
  },
  {
    icon: BadgeIndianRupee,
    title: 'Easy finance',
    text: 'Quick loan approvals with partner banks and an EMI that fits your budget.',
  },
] as const;

/** SPEC §2 Home: slideshow (md and up), welcome, about, three models, location and map. */
export function HomePage() {
  const site = useSite();
  // The slideshow is not rendered at all on phones, so its images are never fetched there.
  const showSlideshow = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const dealer = site.data?.dealer;

  return (
    <>
      {/* index.html keeps the title; the description is each page's own, so there is only one. */}
      <meta
        name="description"
        content="Authorised Honda two-wheeler dealer in Pandharpur, Maharashtra: motorcycles, scooters and electric vehicles, offers, finance and EMI, service booking, AMC and extended warranty."
      />
      {showSlideshow ? (
        <HomeSlideshow />
      ) : (
        // The server cannot know the screen: it draws the slideshow's box, for md and up only, so
        // the page does not move down when the slideshow comes after hydration.
        <div
          aria-hidden="true"
          className="hidden aspect-[1600/560] w-full bg-neutral-200 md:block"
        />
      )}

      <section
        aria-labelledby="welcome-heading"
        className="page-container py-14 text-center sm:py-20"
      >
        <p className="text-xs font-bold tracking-[0.2em] text-brand uppercase">
          Authorised Honda two-wheeler dealer
        </p>
        <h1
          id="welcome-heading"
          // Two lines kept free on phones, where the dealer's name (which arrives with the site
          // data) wraps: the text below does not jump when it comes.
          className="mx-auto mt-3 min-h-[2lh] max-w-3xl text-3xl font-extrabold tracking-tight text-ink sm:min-h-0 sm:text-5xl"
        >
          {dealer ? `Welcome to ${dealer.name}` : 'Welcome'}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-neutral-600 sm:text-lg">
          Find your next Honda motorcycle, scooter or electric vehicle in Pandharpur. Take a test
          ride, arrange easy finance, and keep your two-wheeler at its best with genuine parts and
          expert service.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.motorcycles.getHref()}>Explore motorcycles</ButtonLink>
          <ButtonLink to={paths.serviceBooking.getHref()} variant="secondary">
            Book a service
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="about-heading" className="bg-neutral-50 py-14 sm:py-20">
        <div className="page-container grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="about-heading" eyebrow="About us" title="Riding with Pandharpur" />
            <p className="mt-5 leading-relaxed text-neutral-600">
              {dealer ? `${dealer.name} is` : 'We are'} the authorised Honda two-wheeler dealership
              for Pandharpur and the villages around it. From choosing the right model to its first
              service and every one after, our team looks after you and your two-wheeler.
            </p>
            <ButtonLink to={paths.about.getHref()} className="mt-7">
              KNOW MORE
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
          <ul className="grid gap-4">
            {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="flex gap-5 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="font-bold text-ink">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-neutral-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="models-heading" className="page-container py-14 sm:py-20">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="models-heading" eyebrow="Our range" title="Explore Other Models" />
          <Link
            to={paths.motorcycles.getHref()}
            className="flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand hover:underline"
          >
            View all motorcycles
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ModelGrid
          kind="bikes"
          noun="motorcycles"
          limit={HOME_MODELS_STRIP_COUNT}
          linkTo={paths.motorcycles.getHref()}
        />
      </section>

      <section aria-labelledby="location-heading" className="bg-neutral-50 py-14 sm:py-20">
        <div className="page-container">
          <SectionHeading id="location-heading" eyebrow="Visit us" title="Our location" />
          <QueryState
            query={site}
            errorText="Failed to load the dealership's details."
            errorClassName="mt-8"
            keepDataOnError
          >
            {({ dealer: loaded }) => (
              <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[2fr_3fr]">
                <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
                  <h3 className="mb-6 text-lg font-bold text-ink">{loaded.name}</h3>
                  <DealerContactList dealer={loaded} />
                </div>
                <LocationMap dealer={loaded} />
              </div>
            )}
          </QueryState>
        </div>
      </section>
    </>
  );
}
