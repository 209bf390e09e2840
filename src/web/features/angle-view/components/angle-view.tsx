import { useTranslation } from 'react-i18next';
import { BikeNotFound } from '../../../components/ui/bike-not-found';
import { QueryState } from '../../../components/ui/query-state';
import { Loading } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/not-found-reads';
import { useFrames360 } from '../api/get-frames-360';
import { usePreloadedImages } from '../hooks/use-preloaded-images';
import { AngleViewer } from './angle-viewer';

/** Fetches a bike's 360 frames, preloads them all ('Loading images...'), then shows the viewer. */
export function AngleView({ bikeName }: { bikeName: string }) {
  const { t } = useTranslation(['angleView', 'bikeDetails']);
  const frames = useFrames360(bikeName);
  const urls = frames.data?.map((frame) => frame.images);
  const preloaded = usePreloadedImages(urls);

  if (isNotFound(frames.error)) {
    return <BikeNotFound message={t('unknownBike', { ns: 'bikeDetails', name: bikeName })} />;
  }
  // The frames count as loaded once every picture is in the browser, not when their list is.
  const images = {
    data: preloaded.settled ? preloaded.loaded : undefined,
    error: frames.error,
    refetch: frames.refetch,
  };
  return (
    <QueryState
      query={images}
      errorText={t('loadFailed')}
      loading={<Loading label={t('loadingImages')} className="py-24" />}
      empty={t('notAvailable')}
    >
      {(loaded) => <AngleViewer bikeName={bikeName} frames={loaded} />}
    </QueryState>
  );
}
