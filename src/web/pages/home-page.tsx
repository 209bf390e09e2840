import { ArrowRight, BadgeIndianRupee, ShieldCheck, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HOME_MODELS_STRIP_COUNT } from '../../shared/constants';
import { ButtonLink } from '../components/ui/button';
import { SectionHeading } from '../components/ui/section-heading';
import { QueryState } from '../components/ui/query-state';
import { ModelGrid } from '../features/catalogue/components/model-grid';
import { useSite } from '../features/site/api/get-site';
import { DealerContactList } from '../features/site/components/dealer-contact-list';
import { LocationMap } from '../features/site/components/location-map';
import { HomeSlideshow } from '../features/slideshow/components/home-slideshow';
import { PageHead } from '../lib/head';
import { HydrateInTurn } from '../lib/hydrate-in-turn';
import { paths } from '../lib/paths';

/** Keys of the `home` namespace. */
const HIGHLIGHTS = [
  { icon: ShieldCheck, title: 'genuineHondaTitle', text: 'genuineHondaText' },
  { icon: Wrench, title: 'expertServiceTitle', text: 'expertServiceText' },
  { icon: BadgeIndianRupee, title: 'easyFinanceTitle', text: 'easyFinanceText' },
] as const;

/** SPEC §2 Home: slideshow (md and up), welcome, about, three models, location and map. */
export function HomePage() {
  const { t } = useTranslation('home');
  const site = useSite();
  const dealer = site.data?.dealer;

  return (
    <>
      {/* The title is index.html's own, said in the page's language; the description is each
          page's own, so there is only one. */}
      <PageHead title={t('title')} description={t('metaDescription')} />
      {/* Drawn by the server with its texts; SPEC: shown from md up. Phones fetch none of its
          pictures (home-slideshow.tsx). */}
      <HydrateInTurn name="home-slideshow">
        <div className="hidden md:block">
          <HomeSlideshow />
        </div>
      </HydrateInTurn>

      <HydrateInTurn name="home-welcome">
        <section
          aria-labelledby="welcome-heading"
          className="page-container py-14 text-center sm:py-20"
        >
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1
            id="welcome-heading"
            // Two lines kept free on phones, where the dealer's name (which arrives with the site
            // data) wraps: the text below does not jump when it comes.
            className="mx-auto mt-3 min-h-[2lh] max-w-3xl text-3xl font-extrabold tracking-tight text-ink sm:min-h-0 sm:text-5xl"
          >
            {dealer ? t('welcomeHeadingWithDealer', { dealer: dealer.name }) : t('welcomeHeading')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-neutral-600 sm:text-lg">
            {t('welcomeText')}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={paths.motorcycles.getHref()}>{t('exploreMotorcycles')}</ButtonLink>
            <ButtonLink to={paths.serviceBooking.getHref()} variant="secondary">
              {t('bookService')}
            </ButtonLink>
          </div>
        </section>
      </HydrateInTurn>

      <HydrateInTurn name="home-about">
        <section aria-labelledby="about-heading" className="bg-neutral-50 py-14 sm:py-20">
          <div className="page-container grid items-center gap-10 lg:grid-cols-2">
            <div>
              <SectionHeading
                id="about-heading"
                eyebrow={t('aboutEyebrow')}
                title={t('aboutHeading')}
              />
              <p className="mt-5 leading-relaxed text-neutral-600">
                {dealer ? t('aboutTextWithDealer', { dealer: dealer.name }) : t('aboutText')}
              </p>
              <ButtonLink to={paths.about.getHref()} className="mt-7">
                {t('knowMore')}
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
                    <h3 className="font-bold text-ink">{t(title)}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-neutral-600">{t(text)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </HydrateInTurn>

      <HydrateInTurn name="home-models">
        <section aria-labelledby="models-heading" className="page-container py-14 sm:py-20">
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <SectionHeading
              id="models-heading"
              eyebrow={t('rangeEyebrow')}
              title={t('modelsHeading')}
            />
            <ButtonLink to={paths.motorcycles.getHref()} variant="link" className="text-sm">
              {t('viewAllMotorcycles')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
          <ModelGrid
            kind="bikes"
            limit={HOME_MODELS_STRIP_COUNT}
            linkTo={paths.motorcycles.getHref()}
          />
        </section>
      </HydrateInTurn>

      <HydrateInTurn name="home-location">
        <section aria-labelledby="location-heading" className="bg-neutral-50 py-14 sm:py-20">
          <div className="page-container">
            <SectionHeading
              id="location-heading"
              eyebrow={t('visitEyebrow')}
              title={t('locationHeading')}
            />
            <QueryState
              query={site}
              errorText={t('dealerDetailsError')}
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
      </HydrateInTurn>
    </>
  );
}
