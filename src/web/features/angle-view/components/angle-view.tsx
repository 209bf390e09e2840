import { BikeNotFound, unknownBikeMessage } from '../../../components/ui/bike-not-found';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Loading } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFrames360 } from '../api/get-frames-360';
import { usePreloadedImages } from '../hooks/use-preloaded-images';
import { AngleViewer } from './angle-viewer';

/** Fetches a bike's 360 frames, preloads them all ('Loading images...'), then shows the viewer. */
export function AngleView({ bikeName }: { bikeName: string }) {
  const frames = useFrames360(bikeName);
  const urls = frames.data?.map((frame) => frame.images);
  const preloaded = usePreloadedImages(urls);

  if (frames.isError) {
    if (frames.error instanceof ApiError && frames.error.status === 404) {
      return <BikeNotFound message={unknownBikeMessage(bikeName)} />;
    }
    return (
      <ErrorMessage message="Failed to load the 360° view." onRetry={() => void frames.refetch()} />
    );
  }
  if (!preloaded.settled) return <Loading label="Loading images..." className="py-24" />;
  if (preloaded.loaded.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-neutral-300 px-6 py-10 text-center text-neutral-600">
        The 360° view of this model is not available right now.
      </p>
    );
  }
  return <AngleViewer bikeName={bikeName} frames={preloaded.loaded} />;
}
