import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dealerText } from '../../../lib/dealer-text';
import { usePageLanguageCode } from '../../../lib/page-language';
import type { Dealer } from '../../../../shared/catalogue';
import { Button } from '../../../components/ui/button';
import { mapEmbedUrl } from '../../../lib/map-embed';

/**
 * A click-to-load facade: the third-party map is only requested once the visitor asks for it,
 * so loading the page contacts no one but us.
 */
export function LocationMap({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation('ui');
  const address = dealerText(dealer, 'address', usePageLanguageCode());
  const [showMap, setShowMap] = useState(false);
  const src = mapEmbedUrl(dealer.url);

  if (showMap && src) {
    return (
      <iframe
        src={src}
        title={t('mapTitle', { dealerName: dealer.name })}
        className="aspect-[4/3] h-full min-h-72 w-full rounded-xl border border-neutral-200"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }

  return (
    <div className="flex aspect-[4/3] h-full min-h-72 w-full flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-neutral-300 bg-[radial-gradient(circle_at_1px_1px,#d4d4d4_1px,transparent_0)] bg-[length:18px_18px] p-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-md">
        <MapPin aria-hidden="true" className="size-7" />
      </span>
      <p lang={address.lang} className="max-w-xs text-sm text-neutral-700">
        {address.text}
      </p>
      {src ? (
        <Button onClick={() => setShowMap(true)}>{t('showMap')}</Button>
      ) : (
        <p className="text-sm text-neutral-500">{t('mapUnavailable')}</p>
      )}
      {src && <p className="max-w-xs text-xs text-neutral-500">{t('mapThirdParty')}</p>}
    </div>
  );
}
