declare module 'subset-font' {
  /** harfbuzz's hb-subset: a font cut down to the glyphs `text` needs (and their layout closure). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
