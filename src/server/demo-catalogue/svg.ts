/** Small helpers shared by every drawing: colours, escaping, number formatting. */

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Multiplies a colour's brightness: 0.5 darkens by half, 1.2 lightens. */
export function shade(hex: string, factor: number): string {
  const [r, g, b] = hexToRgb(hex);
  return rgbToHex([r * factor, g * factor, b * factor]);
}

/** Blends a colour towards another: amount 0 keeps `hex`, 1 gives `towards`. */
export function mix(hex: string, towards: string, amount: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(towards);
  const blend = (i: 0 | 1 | 2) => a[i] + (b[i] - a[i]) * amount;
  return rgbToHex([blend(0), blend(1), blend(2)]);
}

/** Relative luminance 0..1, to pick readable text and contrasting decals. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Two decimals are plenty for pixels and keep the SVG (and its cache key) small. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export const FONT = 'DejaVu Sans, sans-serif';

export function text(
  x: number,
  y: number,
  content: string,
  attrs: { size: number; fill: string; weight?: string; anchor?: string; style?: string },
): string {
  return (
    `<text x="${num(x)}" y="${num(y)}" font-family="${FONT}" font-size="${attrs.size}" ` +
    `fill="${attrs.fill}" font-weight="${attrs.weight ?? 'normal'}" ` +
    `text-anchor="${attrs.anchor ?? 'start'}"${attrs.style ? ` font-style="${attrs.style}"` : ''}>` +
    `${escapeXml(content)}</text>`
  );
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  );
}
