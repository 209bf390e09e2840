/**
 * A tiny solid 3-D model of each vehicle family, projected to SVG polygons. Every vehicle picture
 * (side views, colour views, close-ups and the 360 set) comes from this one model, so a vehicle
 * looks the same everywhere and the 360 frames really turn.
 *
 * Model space is in metres: x runs from the rear to the front axle (front is +x), y is up from the
 * ground, z points out of the vehicle's right side.
 */
import { luminance, mix, num, shade } from './svg.js';

export type VehicleShape = 'commuter' | 'sport' | 'streetfighter' | 'scooter' | 'ev';

type Point = readonly [number, number];
export type Vec3 = readonly [number, number, number];

type Finish =
  | 'body'
  | 'trim'
  | 'seat'
  | 'tyre'
  | 'rim'
  | 'chrome'
  | 'engine'
  | 'lamp'
  | 'tailLamp'
  | 'decal'
  | 'glass';

interface Face {
  points: Vec3[];
  normal: Vec3;
  finish: Finish;
  cap: boolean;
}

interface Part {
  faces: Face[];
  /** Point the painter's sort uses; details share their parent's anchor so they stay on top. */
  anchor: Vec3;
}

interface PrismOptions {
  /** Only the two flat sides: decals, rims and covers that sit on a larger part. */
  capsOnly?: boolean;
  anchor?: Vec3;
}

const circle = (cx: number, cy: number, r: number, n = 28, rx = r): Point[] =>
  Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return [cx + rx * Math.cos(a), cy + r * Math.sin(a)] as const;
  });

/** A curved band (mudguards): between radii r0 and r1, from angle a0 to a1 in degrees. */
function arcBand(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): Point[] {
  const steps = 10;
  const ring = (r: number) =>
    Array.from({ length: steps + 1 }, (_, i) => {
      const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
    });
  return [...ring(r1), ...ring(r0).reverse()];
}

/** A straight strip of the given width from a to b (tubes, forks, shocks, spokes). */
function bar(a: Point, b: Point, width: number): Point[] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  const nx = (-dy / length) * (width / 2);
  const ny = (dx / length) * (width / 2);
  return [
    [a[0] + nx, a[1] + ny],
    [b[0] + nx, b[1] + ny],
    [b[0] - nx, b[1] - ny],
    [a[0] - nx, a[1] - ny],
  ];
}

const signedArea = (profile: Point[]) =>
  profile.reduce((sum, [x, y], i) => {
    const [nx, ny] = profile[(i + 1) % profile.length]!;
    return sum + x * ny - nx * y;
  }, 0) / 2;

const centroid = (points: readonly Vec3[]): Vec3 => {
  const sum = points.reduce<[number, number, number]>(
    (acc, p) => [acc[0] + p[0], acc[1] + p[1], acc[2] + p[2]],
    [0, 0, 0],
  );
  return [sum[0] / points.length, sum[1] / points.length, sum[2] / points.length];
};

class ModelBuilder {
  readonly parts: Part[] = [];

  /** A 2-D side profile extruded across z0..z1. */
  prism(profile: Point[], z0: number, z1: number, finish: Finish, options: PrismOptions = {}) {
    // Outward side normals need a counter-clockwise profile.
    const ring = signedArea(profile) < 0 ? [...profile].reverse() : profile;
    const faces: Face[] = [];
    // A cap-only detail sits on a larger part: its inner side would show through that part.
    if (!options.capsOnly || z1 >= 0) {
      faces.push({
        points: ring.map(([x, y]) => [x, y, z1]),
        normal: [0, 0, 1],
        finish,
        cap: true,
      });
    }
    if (!options.capsOnly || z0 <= 0) {
      faces.push({
        points: ring.map(([x, y]): Vec3 => [x, y, z0]).reverse(),
        normal: [0, 0, -1],
        finish,
        cap: true,
      });
    }
    if (!options.capsOnly) {
      ring.forEach(([x, y], i) => {
        const [nx, ny] = ring[(i + 1) % ring.length]!;
        const length = Math.hypot(nx - x, ny - y) || 1;
        faces.push({
          points: [
            [x, y, z0],
            [nx, ny, z0],
            [nx, ny, z1],
            [x, y, z1],
          ],
          normal: [(ny - y) / length, -(nx - x) / length, 0],
          finish,
          cap: false,
        });
      });
    }
    const anchor = options.anchor ?? centroid(ring.map(([x, y]) => [x, y, (z0 + z1) / 2]));
    this.parts.push({ faces, anchor });
    return anchor;
  }

  /** The same profile on both sides of the vehicle, between |z| = inner and outer. */
  pair(profile: Point[], inner: number, outer: number, finish: Finish, options: PrismOptions = {}) {
    this.prism(profile, inner, outer, finish, options);
    this.prism(profile, -outer, -inner, finish, options);
  }

  /** A flat panel facing along `normal` (a headlamp lens is seen only from the front). */
  face(points: Vec3[], normal: Vec3, finish: Finish, anchor: Vec3) {
    this.parts.push({ faces: [{ points, normal, finish, cap: true }], anchor });
  }

  wheel(cx: number, cy: number, r: number, width: number, options: { hubMotor?: boolean } = {}) {
    const anchor: Vec3 = [cx, cy, 0];
    const side = width / 2;
    this.prism(circle(cx, cy, r, 28), -side, side, 'tyre', { anchor });
    this.prism(circle(cx, cy, r * 0.8, 24), -side - 0.004, side + 0.004, 'rim', {
      capsOnly: true,
      anchor,
    });
    this.prism(circle(cx, cy, r * 0.7, 24), -side - 0.006, side + 0.006, 'trim', {
      capsOnly: true,
      anchor,
    });
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + 0.3;
      const end: Point = [cx + Math.cos(a) * r * 0.74, cy + Math.sin(a) * r * 0.74];
      this.prism(bar([cx, cy], end, r * 0.12), -side - 0.008, side + 0.008, 'rim', {
        capsOnly: true,
        anchor,
      });
    }
    const hub = options.hubMotor ? r * 0.42 : r * 0.16;
    this.prism(
      circle(cx, cy, hub, 18),
      -side - 0.01,
      side + 0.01,
      options.hubMotor ? 'decal' : 'chrome',
      {
        capsOnly: true,
        anchor,
      },
    );
    if (options.hubMotor) {
      this.prism(circle(cx, cy, hub * 0.6, 18), -side - 0.012, side + 0.012, 'trim', {
        capsOnly: true,
        anchor,
      });
    }
  }

  mirrors(stalkFrom: Point, head: Point, z: number) {
    this.pair(bar(stalkFrom, head, 0.016), z - 0.01, z + 0.01, 'trim');
    this.pair(circle(head[0], head[1] + 0.02, 0.028, 12, 0.05), z - 0.05, z + 0.04, 'trim');
  }

  /** Handlebar across the vehicle with grips at both ends. */
  handlebar(at: Point, halfWidth: number) {
    this.prism(
      bar([at[0] - 0.02, at[1]], [at[0] + 0.02, at[1]], 0.03),
      -halfWidth,
      halfWidth,
      'trim',
    );
    this.pair(circle(at[0], at[1], 0.022, 10), halfWidth - 0.1, halfWidth + 0.01, 'seat');
  }

  /** A lens on the front (+x) or rear (-x) of the vehicle, spanning y0..y1 and |z| <= halfWidth. */
  lens(x: number, y0: number, y1: number, halfWidth: number, facing: 1 | -1, anchor: Vec3) {
    const finish: Finish = facing > 0 ? 'lamp' : 'tailLamp';
    const corners: Vec3[] = [
      [x, y0, -halfWidth],
      [x, y0, halfWidth],
      [x, y1, halfWidth * 0.8],
      [x, y1, -halfWidth * 0.8],
    ];
    this.face(facing > 0 ? corners : corners.reverse(), [facing, 0, 0], finish, anchor);
  }
}

function buildMotorcycle(style: 'commuter' | 'sport' | 'streetfighter'): Part[] {
  const m = new ModelBuilder();
  const r = style === 'commuter' ? 0.31 : 0.29;
  const rear: Point = [-0.65, r];
  const front: Point = [0.65, r];
  m.wheel(rear[0], rear[1], r, style === 'streetfighter' ? 0.13 : 0.1);
  m.wheel(front[0], front[1], r, 0.09);

  m.pair(bar([-0.1, 0.42], rear, 0.05), 0.07, 0.1, 'trim');
  m.pair(bar([rear[0] + 0.12, rear[1] + 0.05], [-0.4, 0.8], 0.04), 0.08, 0.11, 'chrome');
  m.prism(arcBand(rear[0], rear[1], r + 0.03, r + 0.06, 50, 150), -0.06, 0.06, 'trim');

  const engine = m.prism(
    [
      [-0.2, 0.24],
      [0.18, 0.2],
      [0.3, 0.3],
      [0.34, 0.5],
      [0.2, 0.62],
      [0.02, 0.64],
      [-0.14, 0.58],
      [-0.24, 0.42],
    ],
    -0.12,
    0.12,
    'engine',
  );
  m.pair(circle(-0.04, 0.37, 0.1, 18), 0.12, 0.126, 'chrome', { capsOnly: true, anchor: engine });
  for (const y of [0.44, 0.5, 0.56]) {
    m.pair(bar([0.14, y], [0.31, y - 0.04], 0.014), 0.12, 0.127, 'trim', {
      capsOnly: true,
      anchor: engine,
    });
  }
  if (style !== 'sport') m.prism(bar([0.46, 0.92], [0.27, 0.5], 0.05), -0.04, 0.04, 'trim');

  const exhaust: Point[] =
    style === 'commuter'
      ? [
          [0.18, 0.22],
          [-0.3, 0.25],
          [-0.55, 0.3],
          [-0.88, 0.38],
          [-0.9, 0.46],
          [-0.56, 0.42],
          [-0.32, 0.33],
          [0.18, 0.29],
        ]
      : [
          [0.12, 0.2],
          [-0.3, 0.26],
          [-0.62, 0.48],
          [-0.66, 0.58],
          [-0.56, 0.6],
          [-0.36, 0.4],
          [0.12, 0.27],
        ];
  m.prism(exhaust, 0.1, 0.18, 'chrome');

  const tail: Point[] =
    style === 'commuter'
      ? [
          [-0.18, 0.62],
          [-0.04, 0.82],
          [-0.5, 0.86],
          [-0.88, 0.92],
          [-0.92, 0.86],
          [-0.62, 0.72],
          [-0.34, 0.62],
        ]
      : [
          [-0.1, 0.68],
          [-0.08, 0.86],
          [-0.48, 0.92],
          [-0.96, 1.06],
          [-0.98, 1.0],
          [-0.68, 0.84],
          [-0.4, 0.7],
        ];
  const tailAnchor = m.prism(tail, -0.11, 0.11, 'body');
  const tailEnd =
    style === 'commuter' ? { x: -0.915, y0: 0.86, y1: 0.91 } : { x: -0.985, y0: 1.0, y1: 1.05 };
  m.lens(tailEnd.x, tailEnd.y0, tailEnd.y1, 0.06, -1, tailAnchor);
  m.pair(
    [
      [tailEnd.x + 0.005, tailEnd.y0],
      [tailEnd.x + 0.06, tailEnd.y0 + 0.01],
      [tailEnd.x + 0.05, tailEnd.y1],
      [tailEnd.x + 0.005, tailEnd.y1],
    ],
    0.11,
    0.113,
    'tailLamp',
    { capsOnly: true, anchor: tailAnchor },
  );

  const tank: Point[] = {
    commuter: [
      [-0.06, 0.84],
      [0.02, 0.99],
      [0.22, 1.05],
      [0.42, 1.0],
      [0.46, 0.9],
      [0.34, 0.78],
      [0.06, 0.74],
    ] as Point[],
    sport: [
      [-0.1, 0.86],
      [-0.02, 0.98],
      [0.2, 1.03],
      [0.4, 0.98],
      [0.36, 0.86],
      [0.1, 0.78],
    ] as Point[],
    streetfighter: [
      [-0.08, 0.84],
      [0.0, 1.0],
      [0.26, 1.06],
      [0.46, 1.0],
      [0.5, 0.84],
      [0.36, 0.64],
      [0.18, 0.68],
      [0.06, 0.78],
    ] as Point[],
  }[style];
  const tankAnchor = m.prism(tank, -0.16, 0.16, 'body');
  const tankDecal: Point[] =
    style === 'streetfighter'
      ? [
          [0.2, 0.72],
          [0.47, 0.88],
          [0.4, 0.7],
        ]
      : [
          [0.04, 0.87],
          [0.36, 0.96],
          [0.4, 0.91],
          [0.08, 0.83],
        ];
  m.pair(tankDecal, 0.16, 0.163, 'decal', { capsOnly: true, anchor: tankAnchor });

  if (style === 'sport') {
    m.prism(
      [
        [-0.1, 0.88],
        [-0.08, 0.94],
        [-0.44, 0.97],
        [-0.47, 0.92],
      ],
      -0.12,
      0.12,
      'seat',
    );
    m.prism(
      [
        [-0.47, 0.96],
        [-0.76, 1.04],
        [-0.78, 1.0],
        [-0.5, 0.93],
      ],
      -0.09,
      0.09,
      'seat',
    );
  } else {
    m.prism(
      [
        [-0.08, 0.88],
        [-0.06, 0.95],
        [-0.3, 0.97],
        [-0.72, 0.96],
        [-0.84, 0.93],
        [-0.72, 0.88],
        [-0.3, 0.87],
      ],
      -0.12,
      0.12,
      'seat',
    );
    m.pair(bar([-0.45, 0.95], [-0.84, 0.97], 0.025), 0.1, 0.125, 'trim');
  }

  m.prism(arcBand(front[0], front[1], r + 0.02, r + 0.05, 20, 150), -0.055, 0.055, 'body');
  // A fairing hides the upper fork; drawing it whole would paint it over the fairing.
  m.pair(bar(front, style === 'sport' ? [0.56, 0.62] : [0.5, 0.86], 0.045), 0.06, 0.095, 'chrome');

  if (style === 'sport') {
    const fairing = m.prism(
      [
        [0.74, 0.78],
        [0.62, 0.6],
        [0.48, 0.36],
        [0.3, 0.2],
        [0.02, 0.19],
        [-0.06, 0.3],
        [0.1, 0.48],
        [0.05, 0.72],
        [0.25, 0.86],
        [0.5, 0.98],
        [0.68, 0.95],
      ],
      -0.17,
      0.17,
      'body',
    );
    m.pair(
      [
        [0.06, 0.3],
        [0.44, 0.36],
        [0.6, 0.66],
        [0.52, 0.64],
        [0.38, 0.42],
        [0.12, 0.38],
      ],
      0.17,
      0.173,
      'decal',
      { capsOnly: true, anchor: fairing },
    );
    m.prism(
      [
        [0.5, 0.98],
        [0.68, 0.95],
        [0.6, 1.1],
        [0.52, 1.12],
      ],
      -0.09,
      0.09,
      'glass',
    );
    m.face(
      [
        [0.745, 0.76, -0.11],
        [0.745, 0.76, -0.03],
        [0.725, 0.86, -0.03],
        [0.725, 0.84, -0.1],
      ],
      [1, 0, 0],
      'lamp',
      fairing,
    );
    m.face(
      [
        [0.745, 0.76, 0.03],
        [0.745, 0.76, 0.11],
        [0.725, 0.84, 0.1],
        [0.725, 0.86, 0.03],
      ],
      [1, 0, 0],
      'lamp',
      fairing,
    );
    m.handlebar([0.4, 1.0], 0.3);
    m.mirrors([0.58, 0.98], [0.6, 1.08], 0.22);
  } else {
    const cowl: Point[] =
      style === 'commuter'
        ? [
            [0.44, 0.86],
            [0.58, 0.86],
            [0.65, 0.96],
            [0.63, 1.08],
            [0.5, 1.12],
            [0.44, 1.04],
          ]
        : [
            [0.48, 0.86],
            [0.62, 0.82],
            [0.7, 0.96],
            [0.62, 1.1],
            [0.5, 1.08],
          ];
    const cowlAnchor = m.prism(cowl, -0.1, 0.1, 'body');
    if (style === 'commuter') {
      m.lens(0.655, 0.9, 1.04, 0.07, 1, cowlAnchor);
    } else {
      m.face(
        [
          [0.715, 0.9, -0.08],
          [0.715, 0.9, 0.08],
          [0.7, 0.98, 0.05],
          [0.69, 1.04, 0],
          [0.7, 0.98, -0.05],
        ],
        [1, 0, 0],
        'lamp',
        cowlAnchor,
      );
    }
    m.pair(
      [
        [0.59, 0.92],
        [0.64, 0.97],
        [0.63, 1.03],
        [0.59, 1.0],
      ],
      0.1,
      0.103,
      'lamp',
      { capsOnly: true, anchor: cowlAnchor },
    );
    m.prism(
      [
        [0.42, 1.1],
        [0.52, 1.1],
        [0.53, 1.17],
        [0.43, 1.18],
      ],
      -0.08,
      0.08,
      'trim',
    );
    m.handlebar([0.46, 1.14], 0.36);
    m.mirrors([0.44, 1.14], [0.4, 1.3], 0.26);
  }
  return m.parts;
}

function buildScooter(electric: boolean): Part[] {
  const m = new ModelBuilder();
  const rear: Point = [-0.62, 0.22];
  const front: Point = [0.6, 0.23];
  m.wheel(rear[0], rear[1], 0.22, 0.1, { hubMotor: electric });
  m.wheel(front[0], front[1], 0.23, 0.09);

  m.prism(
    [
      [-0.02, 0.3],
      [-0.3, 0.34],
      [-0.62, 0.3],
      [-0.64, 0.16],
      [-0.3, 0.14],
      [-0.04, 0.22],
    ],
    -0.15,
    -0.02,
    electric ? 'trim' : 'engine',
  );
  if (!electric) {
    m.prism(
      [
        [-0.36, 0.16],
        [-0.88, 0.24],
        [-0.9, 0.34],
        [-0.48, 0.3],
        [-0.36, 0.24],
      ],
      0.09,
      0.17,
      'chrome',
    );
  }

  const arch = Array.from({ length: 9 }, (_, i) => {
    const a = ((150 - (115 * i) / 8) * Math.PI) / 180;
    return [rear[0] + 0.3 * Math.cos(a), rear[1] + 0.3 * Math.sin(a)] as const;
  });
  const body = m.prism(
    [
      [0.0, 0.36],
      [0.04, 0.6],
      [-0.08, 0.78],
      [-0.62, 0.82],
      [-0.9, 0.76],
      [-0.97, 0.62],
      [-0.92, 0.48],
      ...arch,
      [-0.2, 0.34],
    ],
    -0.17,
    0.17,
    'body',
  );
  m.pair(
    [
      [-0.1, 0.62],
      [-0.78, 0.7],
      [-0.8, 0.65],
      [-0.12, 0.57],
    ],
    0.17,
    0.173,
    'decal',
    { capsOnly: true, anchor: body },
  );
  m.lens(-0.975, 0.6, 0.7, 0.09, -1, body);
  m.pair(
    [
      [-0.97, 0.6],
      [-0.9, 0.62],
      [-0.9, 0.7],
      [-0.96, 0.7],
    ],
    0.17,
    0.174,
    'tailLamp',
    { capsOnly: true, anchor: body },
  );

  m.prism(
    [
      [-0.02, 0.26],
      [0.38, 0.26],
      [0.4, 0.34],
      [-0.02, 0.36],
    ],
    -0.16,
    0.16,
    'trim',
  );
  m.prism(
    [
      [-0.05, 0.78],
      [-0.02, 0.86],
      [-0.3, 0.9],
      [-0.74, 0.88],
      [-0.86, 0.8],
      [-0.6, 0.8],
    ],
    -0.14,
    0.14,
    'seat',
  );
  m.pair(bar([-0.66, 0.86], [-0.92, 0.8], 0.03), 0.1, 0.14, 'trim');

  m.prism(arcBand(front[0], front[1], 0.255, 0.285, 15, 160), -0.055, 0.055, 'body');
  m.pair(bar(front, [0.52, 0.62], 0.04), 0.05, 0.075, 'trim');
  const apron = m.prism(
    [
      [0.34, 0.26],
      [0.46, 0.3],
      [0.6, 0.58],
      [0.63, 0.96],
      [0.54, 1.0],
      [0.46, 0.94],
      [0.42, 0.6],
      [0.36, 0.36],
    ],
    -0.19,
    0.19,
    'body',
  );
  m.pair(
    [
      [0.56, 0.6],
      [0.6, 0.62],
      [0.61, 0.82],
      [0.57, 0.8],
    ],
    0.19,
    0.193,
    electric ? 'decal' : 'chrome',
    { capsOnly: true, anchor: apron },
  );
  const cover = m.prism(
    [
      [0.4, 1.0],
      [0.58, 0.98],
      [0.67, 1.04],
      [0.6, 1.12],
      [0.42, 1.12],
    ],
    -0.15,
    0.15,
    'body',
  );
  if (electric) m.lens(0.625, 0.66, 0.72, 0.15, 1, apron);
  m.lens(0.665, 1.01, 1.08, 0.08, 1, cover);
  m.handlebar([0.5, 1.1], 0.34);
  m.mirrors([0.48, 1.1], [0.44, 1.26], 0.24);
  return m.parts;
}

const MODELS: Record<VehicleShape, Part[]> = {
  commuter: buildMotorcycle('commuter'),
  sport: buildMotorcycle('sport'),
  streetfighter: buildMotorcycle('streetfighter'),
  scooter: buildScooter(false),
  ev: buildScooter(true),
};

/** Where the camera stands: yaw turns the vehicle (0 = right side, 90 = front), pitch looks down. */
export interface View {
  yawDeg: number;
  pitchDeg: number;
  /** Pixels per metre. */
  scale: number;
  /** Screen position of the point on the ground midway between the axles. */
  originX: number;
  originY: number;
}

/** Colour of each finish for a body colour; the decal contrasts with the paint. */
function palette(shape: VehicleShape, bodyHex: string): Record<Finish, string> {
  const light = luminance(bodyHex) > 0.62;
  return {
    body: bodyHex,
    trim: '#2b2d31',
    seat: '#19191b',
    tyre: '#1d1d1f',
    rim: shape === 'streetfighter' || shape === 'sport' ? '#3a3d44' : '#aeb4bb',
    chrome: '#cdd2d8',
    engine: '#50545b',
    lamp: '#fff3c4',
    tailLamp: '#d3232c',
    decal: shape === 'ev' ? '#1e88e5' : light ? '#c8102e' : mix(bodyHex, '#ffffff', 0.75),
    glass: '#6f8296',
  };
}

// Light comes from the upper left, slightly in front of the viewer (camera space).
const LIGHT: Vec3 = (() => {
  const v: Vec3 = [-0.3, 0.5, 0.8];
  const length = Math.hypot(...v);
  return [v[0] / length, v[1] / length, v[2] / length];
})();
const CAMERA_DISTANCE = 7;

function camera(view: View) {
  const yaw = (view.yawDeg * Math.PI) / 180;
  const pitch = (view.pitchDeg * Math.PI) / 180;
  const [cy, sy, cp, sp] = [Math.cos(yaw), Math.sin(yaw), Math.cos(pitch), Math.sin(pitch)];
  // Camera space: x to the right of the screen, y up, z (depth) towards the viewer.
  const rotate = ([x, y, z]: Vec3): Vec3 => {
    const xr = x * cy - z * sy;
    const zr = x * sy + z * cy;
    return [xr, y * cp - zr * sp, y * sp + zr * cp];
  };
  const project = (p: Vec3): [number, number] => {
    const [x, y, depth] = rotate(p);
    const perspective = CAMERA_DISTANCE / (CAMERA_DISTANCE - depth);
    return [
      view.originX + x * view.scale * perspective,
      view.originY - y * view.scale * perspective,
    ];
  };
  return { rotate, project };
}

/** Where a model-space point lands on the screen. */
export function projectPoint(view: View, point: Vec3): [number, number] {
  return camera(view).project(point);
}

/** The same camera moved so that `point` lands at screen position (x, y): close-ups. */
export function viewCentredOn(view: View, point: Vec3, x: number, y: number): View {
  const [px, py] = projectPoint(view, point);
  return { ...view, originX: view.originX + x - px, originY: view.originY + y - py };
}

/** The vehicle as SVG polygons, painted back to front. */
export function drawVehicle(shape: VehicleShape, bodyHex: string, view: View): string {
  const colours = palette(shape, bodyHex);
  const { rotate, project } = camera(view);
  const toPoints = (points: Vec3[]) =>
    points
      .map((p) => project(p))
      .map(([x, y]) => `${num(x)},${num(y)}`)
      .join(' ');

  const parts = MODELS[shape]
    .map((part, index) => ({ part, index, depth: rotate(part.anchor)[2] }))
    // Far parts first; ties keep model order, which puts details after what they sit on.
    .sort((a, b) => a.depth - b.depth || a.index - b.index);

  const polygons: string[] = [];
  for (const { part } of parts) {
    const visible = part.faces
      .map((face) => ({ face, normal: rotate(face.normal) }))
      .filter(({ normal }) => normal[2] > 1e-3)
      .map((entry) => ({ ...entry, depth: rotate(centroid(entry.face.points))[2] }))
      .sort((a, b) => Number(a.face.cap) - Number(b.face.cap) || a.depth - b.depth);
    for (const { face, normal } of visible) {
      const base = colours[face.finish];
      const emissive = face.finish === 'lamp' || face.finish === 'tailLamp';
      const light = normal[0] * LIGHT[0] + normal[1] * LIGHT[1] + normal[2] * LIGHT[2];
      const fill = emissive ? base : shade(base, 0.45 + 0.75 * Math.max(0, light));
      const opacity = face.finish === 'glass' ? ' fill-opacity="0.75"' : '';
      polygons.push(
        `<polygon points="${toPoints(face.points)}" fill="${fill}" stroke="${fill}" ` +
          `stroke-width="0.7" stroke-linejoin="round"${opacity}/>`,
      );
    }
  }
  return polygons.join('');
}

/** The ground shadow under the vehicle, sized to its turned footprint. */
export function drawShadow(view: View, id: string): string {
  const yaw = (view.yawDeg * Math.PI) / 180;
  const halfLength = 0.95;
  const halfWidth = 0.28;
  const rx =
    (Math.abs(Math.cos(yaw)) * halfLength + Math.abs(Math.sin(yaw)) * halfWidth) * view.scale;
  const ry =
    (Math.abs(Math.sin(yaw)) * halfLength + Math.abs(Math.cos(yaw)) * halfWidth) *
      view.scale *
      Math.sin((Math.max(view.pitchDeg, 4) * Math.PI) / 180) +
    6;
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="#000" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<ellipse cx="${num(view.originX)}" cy="${num(view.originY)}" rx="${num(rx * 1.1)}" ry="${num(ry * 1.3)}" fill="url(#${id})"/>`
  );
}
