import { VideoFacade } from '../../../components/ui/video-facade';

/** The page's video facade, or a same-sized placeholder while /api/site is loading. */
export function ContentVideo({ src, title }: { src: string | undefined; title: string }) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className="aspect-video w-full animate-pulse rounded-2xl bg-neutral-200"
      />
    );
  }
  return <VideoFacade src={src} title={title} />;
}
