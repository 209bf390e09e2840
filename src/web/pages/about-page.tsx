import { ButtonLink } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { useSite } from '../features/site/api/get-site';
import { paths } from '../lib/paths';

/** SPEC §2: About, a short static greeting from the dealership. */
export function AboutPage() {
  const { data: site } = useSite();
  const name = site?.dealer.name ?? 'our dealership';
  const intro = site ? `${site.dealer.name} is` : 'We are';

  return (
    <>
      <PageHeader title="About us" lead={`Greetings from ${name}!`} documentTitle="About" />
      <div className="page-container py-12">
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-neutral-700">
          <p>
            Namaskar, and thank you for visiting. {intro} the authorised Honda two-wheeler
            dealership in Pandharpur, serving riders across the town and the surrounding villages
            with the complete range of Honda motorcycles, scooters and electric vehicles.
          </p>
          <p>
            Our showroom team will help you choose the right model and arrange finance that suits
            you, and our workshop keeps your Honda running smoothly with genuine parts, trained
            technicians, annual maintenance contracts and extended warranty plans.
          </p>
          <p>We look forward to welcoming you and your family. Ride safe!</p>
          <div className="flex flex-wrap gap-3 pt-4">
            <ButtonLink to={paths.motorcycles.getHref()}>See our motorcycles</ButtonLink>
            <ButtonLink to={paths.contact.getHref()} variant="secondary">
              Contact us
            </ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}
