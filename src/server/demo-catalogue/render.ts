/**
 * Step 2 of the demo catalogue: turns the planned artwork SVG into WebP or JPEG bytes with sharp, a
 * few at a time, with a content-addressed disk cache so that re-seeding (tests, fresh databases in
 * development) skips the rasterising; then draws each vehicle's brochure PDF around its photo.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Artwork } from './artwork.js';
import { renderBrochure, type BrochureInput } from './brochure.js';
import type { CataloguePlan } from './plan.js';

// effort 2 encodes about a third faster than the default 4 for about 5% larger files.
const WEBP_OPTIONS = { quality: 72, effort: 2 } as const;
const JPEG_OPTIONS = { quality: 82 } as const;

/** node_modules/.cache/dealer-seed of the nearest node_modules above this file, if any. */
export function defaultCacheDir(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const modules = path.join(dir, 'node_modules');
    if (fs.existsSync(modules)) return path.join(modules, '.cache', 'dealer-seed');
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** Runs `task` over `items` with at most `limit` in flight; results keep the input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export class Renderer {
  readonly stats = { rendered: 0, fromCache: 0 };
  private cacheDir: string | null;

  constructor(cacheDir: string | null) {
    this.cacheDir = cacheDir;
    if (cacheDir) {
      try {
        fs.mkdirSync(cacheDir, { recursive: true });
      } catch {
        this.cacheDir = null; // a read-only install just renders every time
      }
    }
  }

  /** Renders many artworks in parallel, a few at a time: one more than the cores, at most 4. */
  renderAll(artworks: readonly Artwork[]): Promise<Buffer[]> {
    // The extra job keeps the cores busy while another waits on the disk cache or on JavaScript.
    const concurrency = Math.min(4, Math.max(2, os.availableParallelism() + 1));
    return mapWithConcurrency(artworks, concurrency, (artwork) => this.render(artwork));
  }

  async render(artwork: Artwork): Promise<Buffer> {
    const options = artwork.format === 'webp' ? WEBP_OPTIONS : JPEG_OPTIONS;
    const key = createHash('sha256')
      .update(JSON.stringify([sharp.versions.vips, artwork.format, options, artwork.svg]))
      .digest('hex');
    const file = this.cacheDir ? path.join(this.cacheDir, `${key}.${artwork.format}`) : null;
    if (file) {
      const cached = await fs.promises.readFile(file).catch(() => null);
      if (cached && cached.length > 0) {
        this.stats.fromCache++;
        return cached;
      }
    }
    const image = sharp(Buffer.from(artwork.svg));
    const bytes = await (
      artwork.format === 'webp'
        ? image.webp(WEBP_OPTIONS)
        : image.flatten({ background: '#ffffff' }).jpeg(JPEG_OPTIONS)
    ).toBuffer();
    this.stats.rendered++;
    if (file) await this.writeCache(file, bytes);
    return bytes;
  }

  private async writeCache(file: string, bytes: Buffer): Promise<void> {
    // Write then rename, so a parallel seed never reads a half-written file.
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.promises.writeFile(temporary, bytes);
      await fs.promises.rename(temporary, file);
    } catch {
      await fs.promises.rm(temporary, { force: true }).catch(() => {});
    }
  }
}

/** The rendered catalogue: each planned picture's bytes by ticket, and each vehicle's brochure. */
export interface RenderedCatalogue {
  bytes(ticket: number): Buffer;
  /** In the order of the plan's vehicles. */
  brochures: Buffer[];
  images: number;
  fromCache: number;
}

/** Renders every picture of the plan, then the brochures. `cacheDir` null renders without a cache. */
export async function renderCatalogue(
  plan: CataloguePlan,
  dealer: BrochureInput['dealer'],
  cacheDir: string | null = defaultCacheDir(),
): Promise<RenderedCatalogue> {
  const renderer = new Renderer(cacheDir);
  const images = await renderer.renderAll(plan.queue.artworks);
  const bytes = (ticket: number) => {
    const rendered = images[ticket];
    if (!rendered) throw new Error(`artwork ${ticket} has not been rendered`);
    return rendered;
  };
  const brochures = await Promise.all(
    plan.vehicles.map((vehicle) =>
      renderBrochure({ dealer, vehicle: vehicle.seed, photo: bytes(vehicle.photo) }),
    ),
  );
  return { bytes, brochures, images: images.length, fromCache: renderer.stats.fromCache };
}
