// fontverter ships no types. Converts a font between woff2, woff and sfnt (TrueType/OpenType).
declare module 'fontverter' {
  export function convert(
    buffer: Buffer,
    toFormat: 'woff2' | 'woff' | 'sfnt' | 'truetype',
    fromFormat?: string,
  ): Promise<Buffer>;
}
