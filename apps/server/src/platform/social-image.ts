import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { escapeXml } from './xml.js';

const require = createRequire(import.meta.url);
/** Shipped with the app so the image looks the same on a machine without system fonts. */
const FONT_FILES = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
];

export interface SocialCard {
  organisationName: string;
  portalTitle: string;
  description: string;
  primaryColor: string;
  /** The organisation's uploaded logo (PNG, JPEG or SVG), drawn in place of the shield. */
  logo?: { contentType: string; data: Buffer } | null;
}

/** Wraps text into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  }
  return lines;
}

/** The 1200x630 PNG that link previews show (visitor spec section 2, 'Page head'). */
export function renderSocialImage(card: SocialCard): Buffer {
  const description = wrap(card.description, 52, 3)
    .map((l, i) => `<text x="96" y="${425 + i * 48}" font-size="34" fill="#495057">${escapeXml(l)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#f8f9fa"/>
  <rect width="1200" height="16" fill="${card.primaryColor}"/>
  ${
    card.logo
      ? `<image x="96" y="104" width="360" height="120" preserveAspectRatio="xMinYMid meet" href="data:${card.logo.contentType};base64,${card.logo.data.toString('base64')}"/>`
      : `<rect x="96" y="120" width="88" height="88" rx="20" fill="${card.primaryColor}"/>
  <path d="M140 140 l28 11 v22 c0 17 -12 30 -28 35 c-16 -5 -28 -18 -28 -35 v-22 z" fill="#fff"/>`
  }
  <text x="96" y="290" font-size="64" font-weight="700" fill="#212529">${escapeXml(card.organisationName)}</text>
  <text x="96" y="348" font-size="40" fill="${card.primaryColor}" font-weight="700">${escapeXml(card.portalTitle)}</text>
  ${description}
</svg>`;
  const resvg = new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
    fitTo: { mode: 'width', value: 1200 },
  });
  return resvg.render().asPng();
}
