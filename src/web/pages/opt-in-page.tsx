import {
  BellRing,
  Mail,
  MessageCircle,
  MessageSquareText,
  PhoneCall,
  Smartphone,
} from 'lucide-react';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { ContentVideo } from '../features/content/components/content-video';
import { EnquiryFormSlot } from '../features/content/components/enquiry-form-slot';
import { PAGE_META } from '../features/content/page-meta';
import { OPT_IN } from '../features/content/service-pages';
import { OptInEnquiry } from '../features/enquiries/components/enquiry-forms';
import { useSite } from '../features/site/api/get-site';

/** SPEC §9 notification channels, as the visitor sees them. */
const CHANNELS = [
  { key: 'rcs', label: 'RCS', icon: MessageSquareText },
  { key: 'sms', label: 'SMS', icon: Smartphone },
  { key: 'obd', label: 'Voice call (OBD)', icon: PhoneCall },
  { key: 'email', label: 'E-mail', icon: Mail },
  { key: 'whatsapp', label: 'WhatsApp', icon: MessageCircle },
] as const;

/** SPEC §2 Opt-in (OPTAIN FORM): an intro, a video and the opt-in form. */
export function OptInPage() {
  const { data: site } = useSite();

  return (
    <>
      <ContentPageHeader meta={PAGE_META.optIn} lead={OPT_IN.intro} />
      <div className="page-container grid gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-12">
        <section aria-labelledby="channels-heading" className="min-w-0 space-y-8">
          <div>
            <h2
              id="channels-heading"
              className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink"
            >
              <BellRing aria-hidden="true" className="size-5 text-brand" />
              Hear from us your way
            </h2>
            <ul className="mt-5 flex flex-wrap gap-2.5">
              {CHANNELS.map(({ key, label, icon: Icon }) => (
                <li
                  key={key}
                  className="flex items-center gap-2 rounded-full border border-neutral-200 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm"
                >
                  <Icon aria-hidden="true" className="size-4 text-brand" />
                  {label}
                </li>
              ))}
            </ul>
          </div>
          <ContentVideo src={site?.videos.optin} title={OPT_IN.videoTitle} />
        </section>
        <EnquiryFormSlot
          label="Opt-in form"
          heading="Your communication preferences"
          note="Pick your channels in the form below; you can change them at any time."
          className="self-start"
        >
          <OptInEnquiry />
        </EnquiryFormSlot>
      </div>
    </>
  );
}
