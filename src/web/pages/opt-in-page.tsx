import {
  BellRing,
  Mail,
  MessageCircle,
  MessageSquareText,
  PhoneCall,
  Smartphone,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContentPageHeader } from '../features/content/components/content-page-header';
import { ContentVideo } from '../features/content/components/content-video';
import { EnquiryFormSlot } from '../features/content/components/enquiry-form-slot';
import { usePageMeta } from '../features/content/page-meta';
import { OptInEnquiry } from '../features/enquiries/components/enquiry-forms';
import { useSite } from '../features/site/api/get-site';

/** SPEC §9 notification channels, as the visitor sees them (labels: keys of `servicePages`). */
const CHANNELS = [
  { key: 'rcs', label: 'channelRcs', icon: MessageSquareText },
  { key: 'sms', label: 'channelSms', icon: Smartphone },
  { key: 'obd', label: 'channelObd', icon: PhoneCall },
  { key: 'email', label: 'channelEmail', icon: Mail },
  { key: 'whatsapp', label: 'channelWhatsapp', icon: MessageCircle },
] as const;

/** SPEC §2 Opt-in (OPTAIN FORM): an intro, a video and the opt-in form. */
export function OptInPage() {
  const { t } = useTranslation('servicePages');
  const meta = usePageMeta('optIn');
  const { data: site } = useSite();

  return (
    <>
      <ContentPageHeader meta={meta} lead={t('optInIntro')} />
      <div className="page-container grid gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-12">
        <section aria-labelledby="channels-heading" className="min-w-0 space-y-8">
          <div>
            <h2
              id="channels-heading"
              className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink"
            >
              <BellRing aria-hidden="true" className="size-5 text-brand" />
              {t('channelsHeading')}
            </h2>
            <ul className="mt-5 flex flex-wrap gap-2.5">
              {CHANNELS.map(({ key, label, icon: Icon }) => (
                <li
                  key={key}
                  className="flex items-center gap-2 rounded-full border border-neutral-200 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm"
                >
                  <Icon aria-hidden="true" className="size-4 text-brand" />
                  {t(label)}
                </li>
              ))}
            </ul>
          </div>
          <ContentVideo src={site?.videos.optin} title={t('optInVideoTitle')} />
        </section>
        <EnquiryFormSlot
          label={t('optInFormLabel')}
          heading={t('optInFormHeading')}
          note={t('optInFormNote')}
          className="self-start"
        >
          <OptInEnquiry />
        </EnquiryFormSlot>
      </div>
    </>
  );
}
