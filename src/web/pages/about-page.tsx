import { BadgeIndianRupee, Bike, HeartHandshake, Quote, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { SectionHeading } from '../components/ui/section-heading';
import { ABOUT_GREETING, ABOUT_PROMISES } from '../features/content/about';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { InfoCards } from '../features/content/components/info-cards';
import { useSite } from '../features/site/api/get-site';
import { paths } from '../lib/paths';

const PROMISE_ICONS = {
  range: Bike,
  finance: BadgeIndianRupee,
  service: Wrench,
  care: HeartHandshake,
};

/** SPEC §2 About: a static greeting from the dealer principal. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const { data: site } = useSite();
  const dealerName = site?.dealer.name;
  // A neutral phrase while /api/site is loading.
  const dealer = dealerName ?? t('dealerFallback');

  return (
    <>
      <ContentPageHeader
        meta={{ title: t('title'), description: t('description') }}
        lead={dealerName ? t('leadWithDealer', { dealer: dealerName }) : t('lead')}
      />
      <div className="page-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:gap-14">
        <article
          aria-labelledby="greeting-heading"
          className="relative rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <Quote aria-hidden="true" className="absolute top-6 right-6 size-12 text-brand/10" />
          <SectionHeading id="greeting-heading" title={t(ABOUT_GREETING.salutation)} />
          <div className="mt-6 space-y-5 text-base leading-relaxed text-neutral-700 sm:text-lg">
            {ABOUT_GREETING.paragraphs.map((paragraph) => (
              <p key={paragraph}>{t(paragraph, { dealer })}</p>
            ))}
            <p className="font-semibold text-ink">{t(ABOUT_GREETING.closing)}</p>
          </div>
          <footer className="mt-8 border-t border-neutral-200 pt-6">
            <p className="font-bold text-ink">{t(ABOUT_GREETING.signature)}</p>
            <p className="text-sm text-neutral-600">{dealerName ?? t('signatureFallback')}</p>
          </footer>
        </article>

        <section aria-labelledby="promises-heading">
          <SectionHeading id="promises-heading" size="small" title={t('promisesHeading')} />
          <InfoCards
            items={ABOUT_PROMISES.map(({ key, title, text }) => ({
              key,
              title: t(title),
              text: t(text),
            }))}
            icons={PROMISE_ICONS}
            className="mt-5 sm:grid-cols-2 lg:grid-cols-1"
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.motorcycles.getHref()}>{t('seeMotorcycles')}</ButtonLink>
            <ButtonLink to={paths.contact.getHref()} variant="secondary">
              {t('contactUs')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}
