/**
 * Every seeded picture as an SVG document: vehicle views, close-ups, the 360 set, banners, offer
 * posters and gallery scenes. Pure functions of the catalogue data, so the same input always gives
 * the same SVG (which is what the render cache keys on).
 */
import type {
  AccessorySeed,
  ColourSeed,
  FeatureSeed,
  Focus,
  GalleryScene,
  OfferSeed,
  SlideSeed,
  VehicleSeed,
} from './catalogue-data.js';
import { luminance, mix, num, shade, svgDocument, text } from './svg.js';
import {
  drawShadow,
  drawVehicle,
  projectPoint,
  viewCentredOn,
  type Vec3,
  type VehicleShape,
  type View,
} from './vehicle-model.js';

export interface Artwork {
  svg: string;
  width: number;
  height: number;
  format: 'webp' | 'jpeg';
}

const HONDA_RED = '#cc0000';
const INK = '#1d2430';

const svgArtwork = (
  width: number,
  height: number,
  defs: string,
  body: string,
  format: Artwork['format'] = 'webp',
): Artwork => ({ svg: svgDocument(width, height, defs, body), width, height, format });

/** A soft studio sweep tinted towards the vehicle colour. */
function studio(
  width: number,
  height: number,
  tint: string,
  id = 'bg',
): { defs: string; body: string } {
  const bottom = mix(tint, '#ffffff', luminance(tint) > 0.8 ? 0.6 : 0.84);
  return {
    defs:
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/>` +
      `<stop offset="1" stop-color="${bottom}"/></linearGradient>` +
      `<radialGradient id="${id}-floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/>` +
      `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    body:
      `<rect width="${width}" height="${height}" fill="url(#${id})"/>` +
      `<ellipse cx="${width / 2}" cy="${num(height * 0.86)}" rx="${num(width * 0.48)}" ry="${num(height * 0.12)}" fill="url(#${id}-floor)"/>`,
  };
}

function vehicleWithShadow(shape: VehicleShape, hex: string, view: View, id: string): string {
  return drawShadow(view, id) + drawVehicle(shape, hex, view);
}

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(content: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of content.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** Deterministic pseudo-random numbers (mulberry32), so scenes are the same on every seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Main catalogue picture: three-quarter front view. No words in it: the card and the page name
 * the model in text (a name drawn small into the picture only repeated the card's title,
 * unreadably, at a card's size).
 */
export function mainImage(vehicle: VehicleSeed, colour: ColourSeed): Artwork {
  const bg = studio(960, 640, colour.hex);
  const view: View = { yawDeg: 28, pitchDeg: 10, scale: 330, originX: 500, originY: 565 };
  return svgArtwork(
    960,
    640,
    bg.defs,
    bg.body + vehicleWithShadow(vehicle.shape, colour.hex, view, 'shadow'),
  );
}

/** The vehicle painted in one of its colours, with the colour's name. */
export function colourImage(vehicle: VehicleSeed, colour: ColourSeed): Artwork {
  const bg = studio(800, 534, colour.hex);
  const view: View = { yawDeg: 28, pitchDeg: 10, scale: 275, originX: 410, originY: 468 };
  const label = `${vehicle.bikeName} · ${colour.name}`;
  return svgArtwork(
    800,
    534,
    bg.defs,
    bg.body +
      vehicleWithShadow(vehicle.shape, colour.hex, view, 'shadow') +
      `<rect x="24" y="24" rx="20" width="${num(58 + label.length * 9.2)}" height="40" fill="#ffffff" fill-opacity="0.85"/>` +
      `<circle cx="44" cy="44" r="11" fill="${colour.hex}" stroke="#9aa0a8" stroke-width="1.5"/>` +
      text(64, 50, label, { size: 16, fill: INK, weight: 'bold' }),
  );
}

/** A JPEG for the brochure (PDFKit embeds JPEG and PNG, not WebP). */
export function brochureImage(vehicle: VehicleSeed, colour: ColourSeed): Artwork {
  const bg = studio(1200, 640, colour.hex);
  const view: View = { yawDeg: 28, pitchDeg: 10, scale: 330, originX: 600, originY: 570 };
  const body = bg.body + vehicleWithShadow(vehicle.shape, colour.hex, view, 'shadow');
  return svgArtwork(1200, 640, bg.defs, body, 'jpeg');
}

export const FRAMES_PER_TURN = 36;

/**
 * One frame of the 360 set: the vehicle on a turntable, yawed 10° per frame, with an angle dial.
 * The turntable's marks and the dial turn with it, so even the narrow front and rear views differ.
 */
export function frame360(vehicle: VehicleSeed, colour: ColourSeed, frameNo: number): Artwork {
  const degrees = (frameNo * 360) / FRAMES_PER_TURN;
  const bg = studio(800, 500, colour.hex);
  const view: View = { yawDeg: degrees, pitchDeg: 10, scale: 245, originX: 390, originY: 400 };
  const ring = (radius: number) =>
    Array.from({ length: 48 }, (_, i) => {
      const a = (i / 48) * Math.PI * 2;
      return projectPoint(view, [radius * Math.cos(a), 0, radius * Math.sin(a)]);
    });
  const table = ring(1.05)
    .map(([x, y]) => `${num(x)},${num(y)}`)
    .join(' ');
  const marks = ring(0.97)
    .filter((_, i) => i % 6 === 0)
    .map(
      ([x, y], i) =>
        `<circle cx="${num(x)}" cy="${num(y)}" r="${i === 0 ? 5 : 3}" fill="${i === 0 ? HONDA_RED : '#9aa1ab'}"/>`,
    )
    .join('');
  const dial = { x: 742, y: 430, r: 30 };
  const needle = ((degrees - 90) * Math.PI) / 180;
  return svgArtwork(
    800,
    500,
    bg.defs,
    bg.body +
      `<polygon points="${table}" fill="#e6e9ee" stroke="#c9ced6" stroke-width="2"/>` +
      marks +
      vehicleWithShadow(vehicle.shape, colour.hex, view, 'shadow') +
      `<circle cx="${dial.x}" cy="${dial.y}" r="${dial.r}" fill="#ffffff" stroke="#c3c8d0" stroke-width="3"/>` +
      `<line x1="${dial.x}" y1="${dial.y}" x2="${num(dial.x + Math.cos(needle) * (dial.r - 4))}" ` +
      `y2="${num(dial.y + Math.sin(needle) * (dial.r - 4))}" stroke="${HONDA_RED}" stroke-width="4" stroke-linecap="round"/>` +
      `<circle cx="${dial.x}" cy="${dial.y}" r="4" fill="${INK}"/>` +
      text(dial.x, dial.y + dial.r + 20, `${degrees}°`, {
        size: 15,
        fill: INK,
        weight: 'bold',
        anchor: 'middle',
      }),
  );
}

/** Small round badge with the vehicle's side view. */
export function iconImage(vehicle: VehicleSeed, colour: ColourSeed): Artwork {
  const view: View = { yawDeg: 0, pitchDeg: 6, scale: 58, originX: 80, originY: 116 };
  return svgArtwork(
    160,
    160,
    '',
    `<circle cx="80" cy="80" r="75" fill="#ffffff" stroke="${colour.hex}" stroke-width="5"/>` +
      drawVehicle(vehicle.shape, colour.hex, view),
  );
}

/** The model name as a wordmark on a transparent background. */
export function wordmarkImage(vehicle: VehicleSeed): Artwork {
  // Spelled as the brand spells it ("Activa e:"), sized so the longest name still fits.
  const label = vehicle.bikeName;
  const size = Math.min(72, Math.floor(500 / (label.length * 0.7)));
  return svgArtwork(
    600,
    120,
    '',
    `<polygon points="18,18 58,18 40,102 0,102" fill="${HONDA_RED}"/>` +
      text(74, 62 + size * 0.36, label, { size, fill: INK, weight: 'bold', style: 'italic' }) +
      `<rect x="78" y="${num(78 + size * 0.36)}" width="140" height="5" fill="${HONDA_RED}"/>`,
  );
}

const MOTORCYCLE_FOCUS: Record<Focus, Vec3> = {
  headlamp: [0.62, 1.0, 0.1],
  engine: [0.05, 0.42, 0.12],
  frontWheel: [0.65, 0.3, 0.05],
  rearWheel: [-0.65, 0.3, 0.05],
  seat: [-0.38, 0.93, 0.1],
  tank: [0.22, 0.92, 0.16],
  meter: [0.48, 1.14, 0],
  tail: [-0.78, 0.9, 0.1],
  floor: [0.05, 0.42, 0.12],
  body: [0.25, 0.55, 0.17],
};

const SCOOTER_FOCUS: Record<Focus, Vec3> = {
  headlamp: [0.62, 0.98, 0.1],
  engine: [-0.35, 0.25, 0.12],
  frontWheel: [0.6, 0.23, 0.05],
  rearWheel: [-0.62, 0.22, 0.05],
  seat: [-0.4, 0.86, 0.14],
  tank: [-0.45, 0.6, 0.17],
  meter: [0.5, 1.1, 0],
  tail: [-0.85, 0.7, 0.15],
  floor: [0.18, 0.32, 0.16],
  body: [-0.45, 0.6, 0.17],
};

function focusPoint(shape: VehicleShape, focus: Focus): Vec3 {
  return (shape === 'scooter' || shape === 'ev' ? SCOOTER_FOCUS : MOTORCYCLE_FOCUS)[focus];
}

/** A close-up of the part a feature is about, under a spotlight, with its heading. */
export function featureImage(
  vehicle: VehicleSeed,
  colour: ColourSeed,
  feature: FeatureSeed,
  index: number,
): Artwork {
  const bg = studio(640, 427, colour.hex);
  const base: View = {
    yawDeg: [32, 16, 44][index % 3]!,
    pitchDeg: 12,
    scale: 540,
    originX: 0,
    originY: 0,
  };
  const view = viewCentredOn(base, focusPoint(vehicle.shape, feature.focus), 320, 190);
  return svgArtwork(
    640,
    427,
    bg.defs +
      `<radialGradient id="spot" cx="0.5" cy="0.45" r="0.7"><stop offset="0.45" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>` +
      `<linearGradient id="caption" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient>`,
    bg.body +
      drawVehicle(vehicle.shape, colour.hex, view) +
      `<rect width="640" height="427" fill="url(#spot)"/>` +
      `<circle cx="320" cy="190" r="78" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="3"/>` +
      `<circle cx="320" cy="190" r="90" fill="none" stroke="${HONDA_RED}" stroke-width="3" stroke-dasharray="10 8"/>` +
      `<rect y="317" width="640" height="110" fill="url(#caption)"/>` +
      text(28, 398, feature.heading, { size: 26, fill: '#ffffff', weight: 'bold' }),
  );
}

/** A close-up of where an accessory fits, on a product-card background with its part number. */
export function accessoryImage(
  vehicle: VehicleSeed,
  colour: ColourSeed,
  accessory: AccessorySeed,
  index: number,
): Artwork {
  const base: View = {
    yawDeg: [-32, -18, -46][index % 3]!,
    pitchDeg: 14,
    scale: 470,
    originX: 0,
    originY: 0,
  };
  const view = viewCentredOn(base, focusPoint(vehicle.shape, accessory.focus), 330, 215);
  const tag = `PART NO. ${accessory.partNo}`;
  return svgArtwork(
    640,
    427,
    `<linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7f5f1"/>` +
      `<stop offset="1" stop-color="#dcd6cc"/></linearGradient>`,
    `<rect width="640" height="427" fill="url(#card)"/>` +
      drawVehicle(vehicle.shape, colour.hex, view) +
      `<circle cx="330" cy="215" r="80" fill="none" stroke="${HONDA_RED}" stroke-width="4" stroke-dasharray="14 9"/>` +
      `<polygon points="0,22 238,22 218,62 0,62" fill="${HONDA_RED}"/>` +
      text(20, 49, 'GENUINE ACCESSORY', { size: 17, fill: '#ffffff', weight: 'bold' }) +
      `<rect x="${num(600 - tag.length * 10.6)}" y="368" rx="6" width="${num(tag.length * 10.6 + 24)}" height="36" fill="${INK}"/>` +
      text(604, 392, tag, { size: 16, fill: '#ffffff', weight: 'bold', anchor: 'end' }),
  );
}

/**
 * Home-page banner: the named vehicles on a lit floor on the right, and on the left a calm
 * gradient where the page draws the slide's title, subtitle and button. No words in the picture:
 * drawn text is soft, unreadable to screen readers and search engines, the same in every
 * language, and cannot be changed by staff.
 */
export function slideImage(
  slide: SlideSeed,
  vehicles: readonly { vehicle: VehicleSeed; colour: ColourSeed }[],
): Artwork {
  const [from, to] = slide.colours;
  const stripes = [0, 1, 2, 3]
    .map((i) => {
      const x = 700 + i * 170;
      return `<polygon points="${x},0 ${x + 90},0 ${x - 210},600 ${x - 300},600" fill="#ffffff" fill-opacity="${0.04 + i * 0.015}"/>`;
    })
    .join('');
  // Farther vehicle first, smaller and higher, so the nearer one overlaps it.
  const placements = [
    { scale: 200, x: 1370, y: 465 },
    { scale: 245, x: 1070, y: 540 },
  ].slice(-vehicles.length);
  const drawn = vehicles
    .map(({ vehicle, colour }, i) => {
      const place = placements[i]!;
      const view: View = {
        yawDeg: 30,
        pitchDeg: 9,
        scale: place.scale,
        originX: place.x,
        originY: place.y,
      };
      return vehicleWithShadow(vehicle.shape, colour.hex, view, `shadow${i}`);
    })
    .join('');
  return svgArtwork(
    1600,
    600,
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient>` +
      `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>` +
      `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    `<rect width="1600" height="600" fill="url(#sky)"/>` +
      stripes +
      `<circle cx="240" cy="120" r="260" fill="#ffffff" fill-opacity="0.04"/>` +
      `<circle cx="420" cy="560" r="180" fill="#000000" fill-opacity="0.08"/>` +
      `<ellipse cx="1240" cy="520" rx="420" ry="90" fill="url(#glow)"/>` +
      drawn,
  );
}

function sparkle(x: number, y: number, r: number, fill: string): string {
  const p = (dx: number, dy: number) => `${num(x + dx)},${num(y + dy)}`;
  const t = r * 0.22;
  return `<polygon points="${p(0, -r)} ${p(t, -t)} ${p(r, 0)} ${p(t, t)} ${p(0, r)} ${p(-t, t)} ${p(-r, 0)} ${p(-t, -t)}" fill="${fill}"/>`;
}

/** Offer poster: big banner words, the highlight, sparkles and one vehicle. */
export function offerImage(offer: OfferSeed, vehicle: VehicleSeed, colour: ColourSeed): Artwork {
  const [from, to] = offer.colours;
  const next = random(offer.banner.length * 7919);
  const sparkles = Array.from({ length: 18 }, () =>
    sparkle(
      40 + next() * 880,
      30 + next() * 300,
      5 + next() * 12,
      next() > 0.5 ? '#ffd54f' : '#ffffff',
    ),
  ).join('');
  const view: View = { yawDeg: 30, pitchDeg: 9, scale: 270, originX: 610, originY: 600 };
  const highlight = wrap(offer.highlight, 30);
  return svgArtwork(
    960,
    640,
    `<radialGradient id="bg" cx="0.7" cy="0.8" r="0.9"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></radialGradient>`,
    `<rect width="960" height="640" fill="url(#bg)"/>` +
      sparkles +
      `<circle cx="640" cy="470" r="230" fill="#ffffff" fill-opacity="0.12"/>` +
      vehicleWithShadow(vehicle.shape, colour.hex, view, 'shadow') +
      text(48, 110, offer.banner, { size: 64, fill: '#ffffff', weight: 'bold' }) +
      highlight
        .map((line, i) =>
          text(50, 168 + i * 40, line, { size: 32, fill: '#ffd54f', weight: 'bold' }),
        )
        .join('') +
      text(50, 610, '*T&C apply. Ex-showroom Pandharpur.', { size: 16, fill: '#ffffff' }),
  );
}

interface Person {
  x: number;
  ground: number;
  height: number;
  shirt: string;
  trousers?: string;
  skin?: string;
}

/** A simple standing figure, feet at (x, ground). */
function person({
  x,
  ground,
  height,
  shirt,
  trousers = '#2f3542',
  skin = '#b7794f',
}: Person): string {
  const h = height;
  const head = h * 0.075;
  const shoulder = ground - h * 0.82;
  const hip = ground - h * 0.47;
  return (
    `<rect x="${num(x - h * 0.075)}" y="${num(hip)}" width="${num(h * 0.065)}" height="${num(h * 0.47)}" rx="${num(h * 0.02)}" fill="${trousers}"/>` +
    `<rect x="${num(x + h * 0.01)}" y="${num(hip)}" width="${num(h * 0.065)}" height="${num(h * 0.47)}" rx="${num(h * 0.02)}" fill="${trousers}"/>` +
    `<rect x="${num(x - h * 0.15)}" y="${num(shoulder)}" width="${num(h * 0.05)}" height="${num(h * 0.36)}" rx="${num(h * 0.025)}" fill="${shade(shirt, 0.85)}"/>` +
    `<rect x="${num(x + h * 0.1)}" y="${num(shoulder)}" width="${num(h * 0.05)}" height="${num(h * 0.36)}" rx="${num(h * 0.025)}" fill="${shade(shirt, 0.85)}"/>` +
    `<rect x="${num(x - h * 0.11)}" y="${num(shoulder - h * 0.01)}" width="${num(h * 0.22)}" height="${num(hip - shoulder + h * 0.05)}" rx="${num(h * 0.05)}" fill="${shirt}"/>` +
    `<circle cx="${num(x)}" cy="${num(shoulder - head * 1.25)}" r="${num(head)}" fill="${skin}"/>` +
    `<path d="M ${num(x - head)} ${num(shoulder - head * 1.3)} a ${num(head)} ${num(head)} 0 0 1 ${num(head * 2)} 0 z" fill="#1d1412"/>`
  );
}

export interface SceneVehicle {
  shape: VehicleShape;
  hex: string;
}

function placeVehicle(
  v: SceneVehicle,
  x: number,
  y: number,
  scale: number,
  yawDeg: number,
  id: string,
): string {
  const view: View = { yawDeg, pitchDeg: 8, scale, originX: x, originY: y };
  return vehicleWithShadow(v.shape, v.hex, view, id);
}

/** Gallery picture of the dealership: facade, showroom, delivery, workshop, accessories, lounge. */
export function galleryImage(
  scene: GalleryScene,
  dealerName: string,
  fleet: readonly SceneVehicle[],
): Artwork {
  const pick = (i: number) => fleet[i % fleet.length]!;
  const next = random(scene.length * 104729);
  const W = 1200;
  const H = 800;
  const sign = (x: number, y: number, w: number, size: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${size * 2}" fill="${HONDA_RED}"/>` +
    text(x + w / 2, y + size * 1.38, dealerName.toUpperCase(), {
      size,
      fill: '#ffffff',
      weight: 'bold',
      anchor: 'middle',
    });

  switch (scene) {
    case 'facade': {
      const inside = [0, 1, 2]
        .map((i) => placeVehicle(pick(i), 300 + i * 300, 560, 120, 25, `in${i}`))
        .join('');
      // Parked at an angle along the kerb, as two-wheelers are outside an Indian showroom.
      const outside = [3, 4, 5, 6]
        .map((i) => placeVehicle(pick(i), 130 + (i - 3) * 190, 765, 140, -62, `out${i}`))
        .join('');
      return svgArtwork(
        W,
        H,
        `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fb1e8"/><stop offset="1" stop-color="#dcecf9"/></linearGradient>` +
          `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe3f2" stop-opacity="0.55"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.2"/><stop offset="1" stop-color="#9cc0db" stop-opacity="0.5"/></linearGradient>`,
        `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
          `<rect y="600" width="${W}" height="200" fill="#8d9096"/><rect y="600" width="${W}" height="14" fill="#c5c8cc"/>` +
          `<rect x="120" y="150" width="960" height="455" fill="#eceef1"/>` +
          sign(120, 160, 960, 34) +
          `<rect x="160" y="260" width="880" height="340" fill="#f8fafc"/>` +
          `<rect x="160" y="560" width="880" height="40" fill="#dfe3e8"/>` +
          inside +
          `<rect x="160" y="260" width="880" height="340" fill="url(#glass)"/>` +
          [160, 380, 600, 820, 1040]
            .map((x) => `<rect x="${x - 6}" y="260" width="12" height="340" fill="#b9bec6"/>`)
            .join('') +
          `<rect x="1090" y="420" width="16" height="190" fill="#6d4c33"/><circle cx="1098" cy="380" r="80" fill="#4f8a3c"/><circle cx="1050" cy="420" r="50" fill="#5f9c48"/>` +
          outside +
          person({ x: 980, ground: 740, height: 190, shirt: '#2e6bd1' }) +
          person({ x: 1040, ground: 745, height: 170, shirt: '#d94f7a', trousers: '#5a3d6e' }),
      );
    }
    case 'showroom': {
      const back = [0, 1, 2]
        .map((i) => placeVehicle(pick(i + 1), 280 + i * 320, 520, 130, 30, `b${i}`))
        .join('');
      const front = [0, 1]
        .map((i) => placeVehicle(pick(i + 4), 330 + i * 520, 720, 190, 25 + i * 10, `f${i}`))
        .join('');
      const lights = [200, 450, 700, 950]
        .map(
          (x) =>
            `<ellipse cx="${x}" cy="40" rx="70" ry="12" fill="#fffbe6"/><ellipse cx="${x}" cy="60" rx="140" ry="40" fill="#fffbe6" fill-opacity="0.25"/>`,
        )
        .join('');
      return svgArtwork(
        W,
        H,
        `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dde3"/><stop offset="1" stop-color="#f4f5f7"/></linearGradient>`,
        `<rect width="${W}" height="${H}" fill="#f3f1ee"/>` +
          `<rect y="0" width="${W}" height="80" fill="#e2e0dc"/>` +
          lights +
          sign(0, 120, W, 30) +
          `<rect x="80" y="230" width="300" height="170" fill="#ffffff" stroke="#d6d3ce" stroke-width="4"/>` +
          `<rect x="820" y="230" width="300" height="170" fill="#ffffff" stroke="#d6d3ce" stroke-width="4"/>` +
          drawVehicle(pick(6).shape, pick(6).hex, {
            yawDeg: 0,
            pitchDeg: 4,
            scale: 70,
            originX: 230,
            originY: 385,
          }) +
          drawVehicle(pick(7).shape, pick(7).hex, {
            yawDeg: 0,
            pitchDeg: 4,
            scale: 70,
            originX: 970,
            originY: 385,
          }) +
          `<rect y="440" width="${W}" height="360" fill="url(#floor)"/>` +
          [0, 1, 2, 3, 4, 5]
            .map(
              (i) =>
                `<line x1="${i * 240}" y1="440" x2="${i * 240 - 300}" y2="800" stroke="#c9cdd3" stroke-width="2"/>`,
            )
            .join('') +
          back +
          front +
          person({ x: 620, ground: 700, height: 230, shirt: '#ffffff', trousers: '#1f2a44' }),
      );
    }
    case 'delivery': {
      const balloons = Array.from({ length: 26 }, (_, i) => {
        const a = Math.PI - (i / 25) * Math.PI;
        const x = 600 + Math.cos(a) * 500;
        const y = 600 - Math.sin(a) * 470;
        return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(34 + next() * 10)}" fill="${i % 3 === 0 ? '#ffffff' : i % 3 === 1 ? HONDA_RED : '#f2b134'}"/>`;
      }).join('');
      const confetti = Array.from({ length: 60 }, () => {
        const x = next() * W;
        const y = next() * 560;
        const colour = ['#f2b134', HONDA_RED, '#2e86de', '#27ae60'][Math.floor(next() * 4)]!;
        return `<rect x="${num(x)}" y="${num(y)}" width="10" height="5" fill="${colour}" transform="rotate(${num(next() * 180)} ${num(x)} ${num(y)})"/>`;
      }).join('');
      const hero = fleet.find((v) => v.shape === 'scooter') ?? pick(0);
      const view: View = { yawDeg: 25, pitchDeg: 8, scale: 250, originX: 560, originY: 690 };
      const bowAt = projectPoint(view, [0.5, 1.12, 0]);
      const garland = Array.from({ length: 16 }, (_, i) => {
        const [x, y] = projectPoint(view, [
          0.62,
          1.0 - Math.sin((i / 15) * Math.PI) * 0.35,
          -0.12 + (i / 15) * 0.24,
        ]);
        return `<circle cx="${num(x)}" cy="${num(y)}" r="9" fill="${i % 2 ? '#f39c12' : '#f7c948'}"/>`;
      }).join('');
      const [bx, by] = bowAt;
      return svgArtwork(
        W,
        H,
        '',
        `<rect width="${W}" height="${H}" fill="#fbf3e4"/>` +
          `<rect y="560" width="${W}" height="240" fill="#e9dcc6"/>` +
          balloons +
          text(600, 262, 'Congratulations!', {
            size: 58,
            fill: HONDA_RED,
            weight: 'bold',
            anchor: 'middle',
          }) +
          text(600, 304, `Welcome to the ${dealerName} family`, {
            size: 24,
            fill: INK,
            anchor: 'middle',
          }) +
          confetti +
          vehicleWithShadow(hero.shape, hero.hex, view, 'hero') +
          garland +
          `<polygon points="${num(bx)},${num(by)} ${num(bx - 60)},${num(by - 40)} ${num(bx - 60)},${num(by + 30)}" fill="${HONDA_RED}"/>` +
          `<polygon points="${num(bx)},${num(by)} ${num(bx + 60)},${num(by - 40)} ${num(bx + 60)},${num(by + 30)}" fill="${HONDA_RED}"/>` +
          `<circle cx="${num(bx)}" cy="${num(by)}" r="14" fill="#a00000"/>` +
          person({ x: 900, ground: 740, height: 250, shirt: '#3a7bd5' }) +
          person({ x: 990, ground: 745, height: 225, shirt: '#c2185b', trousers: '#6a1b4d' }) +
          person({ x: 1070, ground: 750, height: 150, shirt: '#f2b134' }) +
          person({ x: 200, ground: 745, height: 240, shirt: '#ffffff', trousers: '#1f2a44' }),
      );
    }
    case 'service': {
      const tools = Array.from({ length: 14 }, (_, i) => {
        const x = 110 + (i % 7) * 52;
        const y = 210 + Math.floor(i / 7) * 110;
        return `<rect x="${x}" y="${y}" width="14" height="${num(60 + next() * 30)}" rx="7" fill="#7b8794"/><circle cx="${x + 7}" cy="${y}" r="13" fill="none" stroke="#7b8794" stroke-width="7"/>`;
      }).join('');
      const tyres = [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="1060" cy="${680 - i * 42}" rx="90" ry="30" fill="#1f2023" stroke="#3a3c40" stroke-width="6"/>`,
        )
        .join('');
      const lifted = pick(2);
      return svgArtwork(
        W,
        H,
        '',
        `<rect width="${W}" height="${H}" fill="#dfe6ec"/>` +
          `<rect y="600" width="${W}" height="200" fill="#8fa39a"/>` +
          `<rect x="0" y="600" width="${W}" height="8" fill="#f2c94c"/>` +
          `<rect x="80" y="170" width="420" height="260" fill="#c9d2da" stroke="#aab6c0" stroke-width="4"/>` +
          tools +
          `<rect x="620" y="80" width="360" height="60" fill="${INK}"/>` +
          text(800, 122, 'SERVICE BAY 2', {
            size: 30,
            fill: '#ffffff',
            weight: 'bold',
            anchor: 'middle',
          }) +
          `<rect x="300" y="560" width="520" height="28" fill="#3d4248"/><rect x="520" y="588" width="80" height="60" fill="#5b6168"/>` +
          `<rect x="280" y="640" width="560" height="18" fill="#2c3035"/>` +
          placeVehicle(lifted, 560, 560, 200, 20, 'lift') +
          tyres +
          person({ x: 920, ground: 740, height: 240, shirt: '#1f4e9c', trousers: '#1f4e9c' }) +
          `<rect x="140" y="620" width="150" height="110" rx="6" fill="${HONDA_RED}"/><rect x="150" y="640" width="130" height="8" fill="#8f0000"/>`,
      );
    }
    case 'accessories': {
      const helmets = Array.from({ length: 15 }, (_, i) => {
        const x = 150 + (i % 5) * 210;
        const y = 250 + Math.floor(i / 5) * 170;
        const colour = ['#cc0000', '#1f2024', '#f1f1ef', '#2a5db0', '#f2b134', '#5b6169'][
          (i * 7) % 6
        ]!;
        return (
          `<path d="M ${x - 60} ${y} a 60 58 0 0 1 120 0 l 0 18 l -120 0 z" fill="${colour}" stroke="${shade(colour, 0.7)}" stroke-width="3"/>` +
          `<path d="M ${x - 10} ${y - 30} l 62 0 a 10 10 0 0 1 10 10 l 0 20 l -72 0 z" fill="#2c3e50" fill-opacity="0.85"/>`
        );
      }).join('');
      const shelves = [0, 1, 2]
        .map((r) => `<rect x="60" y="${268 + r * 170}" width="1080" height="14" fill="#8d6e63"/>`)
        .join('');
      return svgArtwork(
        W,
        H,
        '',
        `<rect width="${W}" height="${H}" fill="#f5efe6"/>` +
          sign(60, 60, 1080, 26) +
          text(600, 170, 'GENUINE ACCESSORIES & RIDING GEAR', {
            size: 30,
            fill: INK,
            weight: 'bold',
            anchor: 'middle',
          }) +
          helmets +
          shelves +
          `<rect y="730" width="${W}" height="70" fill="#d7c9b6"/>`,
      );
    }
    case 'lounge': {
      const screen: View = { yawDeg: 25, pitchDeg: 8, scale: 95, originX: 600, originY: 330 };
      const leaves = Array.from({ length: 9 }, (_, i) => {
        const a = -Math.PI / 2 + (i - 4) * 0.32;
        return `<ellipse cx="${num(1060 + Math.cos(a) * 60)}" cy="${num(470 + Math.sin(a) * 90)}" rx="18" ry="60" fill="${i % 2 ? '#3f8f4f' : '#2f7a41'}" transform="rotate(${num((a * 180) / Math.PI + 90)} ${num(1060 + Math.cos(a) * 60)} ${num(470 + Math.sin(a) * 90)})"/>`;
      }).join('');
      return svgArtwork(
        W,
        H,
        '',
        `<rect width="${W}" height="${H}" fill="#efe4d6"/>` +
          `<rect y="600" width="${W}" height="200" fill="#b48a64"/>` +
          `<rect x="80" y="120" width="260" height="300" fill="#cfe6f5" stroke="#ffffff" stroke-width="14"/>` +
          [0, 1, 2, 3, 4, 5, 6]
            .map(
              (i) =>
                `<rect x="87" y="${140 + i * 40}" width="246" height="8" fill="#ffffff" fill-opacity="0.8"/>`,
            )
            .join('') +
          `<rect x="420" y="150" width="360" height="220" rx="8" fill="#101318"/><rect x="432" y="162" width="336" height="196" fill="#e8eef5"/>` +
          drawVehicle(pick(3).shape, pick(3).hex, screen) +
          `<rect x="330" y="470" width="540" height="120" rx="30" fill="#6d4c41"/>` +
          `<rect x="300" y="420" width="600" height="90" rx="40" fill="#8d6e63"/>` +
          `<rect x="290" y="470" width="70" height="150" rx="25" fill="#795548"/><rect x="840" y="470" width="70" height="150" rx="25" fill="#795548"/>` +
          `<ellipse cx="600" cy="690" rx="170" ry="34" fill="#5d4037"/><rect x="590" y="690" width="20" height="70" fill="#4e342e"/>` +
          `<rect x="560" y="660" width="40" height="30" rx="4" fill="#ffffff"/><rect x="615" y="668" width="60" height="10" fill="${HONDA_RED}"/>` +
          `<path d="M 1020 600 l 80 0 l -12 -90 l -56 0 z" fill="#c0703f"/>` +
          leaves +
          sign(420, 80, 360, 18),
      );
    }
  }
}
