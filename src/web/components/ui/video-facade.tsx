import { Play } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface VideoFacadeProps {
  /** The embed address (YouTube's privacy-enhanced domain), e.g. /api/site videos.amc. */
  src: string;
  /** What the video is about: the play button's label and the iframe's title. */
  title: string;
  className?: string;
}

/** The embed address with autoplay on, since the visitor has just pressed play. */
export function autoplaySrc(src: string): string {
  try {
    const url = new URL(src);
    url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return src;
  }
}

/**
 * A click-to-load video: a drawn poster and a play button; the third-party player is inserted
 * only when the visitor asks for it, so opening the page contacts no one but us.
 */
export function VideoFacade({ src, title, className }: VideoFacadeProps) {
  const { t } = useTranslation('ui');
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The play button disappears with the click; keep keyboard focus on the player that replaced it,
  // in the same task as the swap: an effect ran a frame later, and until then focus was on the
  // page's body (a CI journey read it there once).
  useLayoutEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className={className}>
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-neutral-900 shadow-lg">
        {playing ? (
          <iframe
            ref={frameRef}
            src={autoplaySrc(src)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <>
            <VideoPoster />
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={t('playVideo', { title })}
              className="group absolute inset-0 flex flex-col items-center justify-center gap-4 p-4 text-center text-white sm:p-6"
            >
              <span className="flex size-16 items-center justify-center rounded-full bg-brand shadow-xl ring-8 ring-white/15 transition-transform group-hover:scale-110 sm:size-20">
                <Play aria-hidden="true" className="ml-1 size-7 fill-current sm:size-9" />
              </span>
              <span className="max-w-md text-sm font-semibold text-balance drop-shadow sm:text-lg">
                {title}
              </span>
            </button>
          </>
        )}
      </div>
      {!playing && <p className="mt-2 text-xs text-neutral-500">{t('videoNotice')}</p>}
    </div>
  );
}

/** A drawn poster (road, hills, a wheel): no thumbnail is fetched from the video host. */
function VideoPoster() {
  // Unique per poster: two videos on one page must not share a gradient id.
  const gradientId = useId();
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7a0000" />
          <stop offset="0.55" stopColor="#cc0000" />
          <stop offset="1" stopColor="#1c1f23" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill={`url(#${gradientId})`} />
      <path
        d="M0 250 C120 190 220 210 320 235 S520 200 640 215 V360 H0z"
        fill="#000"
        opacity="0.25"
      />
      <path
        d="M0 290 C160 250 300 270 420 285 S580 270 640 262 V360 H0z"
        fill="#000"
        opacity="0.35"
      />
      <path d="M250 360 L310 250 H330 L390 360z" fill="#fff" opacity="0.12" />
      <path
        d="M318 262 v14 M318 292 v18 M318 330 v24"
        stroke="#fff"
        strokeWidth="3"
        opacity="0.5"
      />
      <circle cx="540" cy="80" r="120" fill="none" stroke="#fff" strokeWidth="18" opacity="0.07" />
      <circle cx="540" cy="80" r="70" fill="none" stroke="#fff" strokeWidth="6" opacity="0.08" />
    </svg>
  );
}
