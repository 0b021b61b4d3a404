import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

export type Weight = 'regular' | 'bold';

/**
 * The Noto families that draw PDF text, tried in order for each character: Latin, Greek and
 * Cyrillic; Arabic; Chinese and Japanese; Korean; symbols (check marks, arrows); emoji (in
 * outline, as PDF text has no colour glyphs). All ship as npm packages; nothing is fetched.
 */
const STACK: { name: string; files: Record<Weight, string>; subsetter: 'harfbuzz' | 'pdf-lib' }[] = [
  {
    name: 'latin',
    files: {
      regular: '@embedpdf/fonts-latin/fonts/NotoSans-Regular.ttf',
      bold: '@embedpdf/fonts-latin/fonts/NotoSans-Bold.ttf',
    },
    subsetter: 'harfbuzz',
  },
  // Subset by pdf-lib: harfbuzz's subset loses the joining forms pdf-lib's shaper needs.
  {
    name: 'arabic',
    files: {
      regular: '@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Regular.ttf',
      bold: '@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Bold.ttf',
    },
    subsetter: 'pdf-lib',
  },
  {
    name: 'cjk',
    files: {
      regular: '@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf',
      bold: '@embedpdf/fonts-sc/fonts/NotoSansHans-Bold.otf',
    },
    subsetter: 'harfbuzz',
  },
  {
    name: 'korean',
    files: {
      regular: '@embedpdf/fonts-kr/fonts/NotoSansKR-Regular.otf',
      bold: '@embedpdf/fonts-kr/fonts/NotoSansKR-Bold.otf',
    },
    subsetter: 'harfbuzz',
  },
  {
    name: 'symbols',
    files: {
      regular: '@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff2',
      bold: '@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff2',
    },
    subsetter: 'harfbuzz',
  },
  {
    name: 'emoji',
    files: {
      regular: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
      bold: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
    },
    subsetter: 'harfbuzz',
  },
];

const requireHere = createRequire(import.meta.url);
const lookupPaths = requireHere.resolve.paths('') ?? [];

/** A file inside an installed package, found as Node finds packages (some do not export their fonts). */
function packageFile(specifier: string): string {
  for (const dir of lookupPaths) {
    const candidate = path.join(dir, specifier);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`Font file not installed: ${specifier}`);
}
const loaded = new Map<string, { bytes: Buffer; covers: (codePoint: number) => boolean }>();

/**
 * fontkit and harfbuzz's subsetter cost a start of the server half a second: loaded by the first
 * document that draws text.
 */
const fontkit = () => requireHere('@pdf-lib/fontkit') as typeof import('@pdf-lib/fontkit');

/** A font file's bytes and coverage, read once per process. */
function fontFile(file: string) {
  let font = loaded.get(file);
  if (!font) {
    const bytes = fs.readFileSync(packageFile(file));
    const parsed = fontkit().create(bytes) as { hasGlyphForCodePoint(codePoint: number): boolean };
    const coverage = new Map<number, boolean>();
    font = {
      bytes,
      covers: (codePoint) => {
        let known = coverage.get(codePoint);
        if (known === undefined) coverage.set(codePoint, (known = parsed.hasGlyphForCodePoint(codePoint)));
        return known;
      },
    };
    loaded.set(file, font);
  }
  return font;
}

// Marks, joiners and variation selectors stay with the character before them.
const CLINGS = /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f])$/u;
const REPLACEMENT = '?';

interface Run {
  font: number;
  text: string;
}

/** Splits text into runs, each drawn by the first font of the stack that has its characters. */
function runsOf(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    if (last && (CLINGS.test(char) || (char === ' ' && last.font === 0))) {
      last.text += char;
      continue;
    }
    let index = STACK.findIndex((entry) => fontFile(entry.files[weight]).covers(codePoint));
    let drawn = char;
    if (index < 0) [index, drawn] = [0, REPLACEMENT];
    if (last && last.font === index) last.text += drawn;
    else runs.push({ font: index, text: drawn });
  }
  return runs;
}

/**
 * Text in any script for a PDF: every string the document will draw is given up front, so each
 * font is embedded once, cut down to the characters used (a stamp adds kilobytes, not megabytes).
 * A character no font has is drawn as '?', so a name never stops a document from being made.
 */
export class PdfText {
  private constructor(private readonly fonts: Map<string, PDFFont>) {}

  static async prepare(pdf: PDFDocument, texts: { text: string; weight?: Weight }[]): Promise<PdfText> {
    pdf.registerFontkit(fontkit());
    const { default: subsetFont } = await import('subset-font');
    const wanted = new Map<string, { font: number; weight: Weight; chars: Set<string> }>();
    for (const { text, weight = 'regular' } of texts) {
      for (const run of runsOf(text, weight)) {
        const key = `${run.font}:${weight}`;
        const entry = wanted.get(key) ?? { font: run.font, weight, chars: new Set<string>([' ']) };
        for (const char of run.text) entry.chars.add(char);
        wanted.set(key, entry);
      }
    }
    const fonts = new Map<string, PDFFont>();
    for (const [key, { font, weight, chars }] of wanted) {
      const source = STACK[font]!;
      const { bytes } = fontFile(source.files[weight]);
      // No ligatures: pdf-lib measures characters one by one, and 'fi' drawn as one glyph would
      // leave a gap and read back from the text layer as something else.
      const features = { liga: false };
      const embedded =
        source.subsetter === 'harfbuzz'
          ? await pdf.embedFont(await subsetFont(bytes, [...chars].join(''), { targetFormat: 'truetype' }), {
              features,
            })
          : await pdf.embedFont(bytes, { subset: true, features });
      fonts.set(key, embedded);
    }
    return new PdfText(fonts);
  }

  private runs(text: string, weight: Weight) {
    return runsOf(text, weight).map((run) => ({ ...run, pdfFont: this.fonts.get(`${run.font}:${weight}`)! }));
  }

  width(text: string, size: number, weight: Weight = 'regular'): number {
    return this.runs(text, weight).reduce(
      (sum, run) => sum + run.pdfFont.widthOfTextAtSize(run.text, size),
      0,
    );
  }

  draw(
    page: PDFPage,
    text: string,
    at: { x: number; y: number; size: number; color?: RGB; weight?: Weight },
  ): void {
    let x = at.x;
    for (const run of this.runs(text, at.weight ?? 'regular')) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.pdfFont, color: at.color });
      x += run.pdfFont.widthOfTextAtSize(run.text, at.size);
    }
  }
}
