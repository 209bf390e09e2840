declare module 'subset-font' {
  /** Subsets a font to the glyphs `text` needs (harfbuzz, in WebAssembly). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' },
  ): Promise<Buffer>;
}
