import { useEffect, useState } from 'react';

export interface PreloadedImages {
  /** True once every image has either loaded or failed. */
  settled: boolean;
  /** The addresses that loaded, in their original order; failed ones are left out. */
  loaded: string[];
}

const NOTHING: string[] = [];

/**
 * Downloads every image up front (SPEC §2 360 view: frames are preloaded, and frames that fail to
 * load are skipped), so turning the view never waits for the network.
 */
export function usePreloadedImages(urls: readonly string[] | undefined): PreloadedImages {
  const key = urls?.join('\n');
  const [result, setResult] = useState<{ key: string; loaded: string[] }>();

  useEffect(() => {
    // The key holds the addresses themselves, so a new array with the same ones is no change.
    if (!key) return;
    const list = key.split('\n');
    let remaining = list.length;
    const ok = list.map(() => false);
    const images = list.map((url, index) => {
      const image = new Image();
      const settle = (loaded: boolean) => {
        ok[index] = loaded;
        remaining -= 1;
        if (remaining === 0) setResult({ key, loaded: list.filter((_, i) => ok[i]) });
      };
      image.onload = () => settle(true);
      image.onerror = () => settle(false);
      image.src = url;
      return image;
    });
    return () => {
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [key]);

  if (!urls) return { settled: false, loaded: NOTHING };
  if (urls.length === 0) return { settled: true, loaded: NOTHING };
  if (result && result.key === key) return { settled: true, loaded: result.loaded };
  return { settled: false, loaded: NOTHING };
}
