import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { escapeXml } from '../../platform/xml.js';

const require = createRequire(import.meta.url);
let simpleIcons: Map<string, { hex: string; title: string }> | undefined;
/** Simple Icons' index (slug, title, brand colour), read once when a logo is first drawn. */
function simpleIconIndex() {
  simpleIcons ??= new Map(
    (
      JSON.parse(readFileSync(require.resolve('simple-icons/icons.json'), 'utf8')) as {
        title: string;
        slug: string;
        hex: string;
      }[]
    ).map((icon) => [icon.slug, icon]),
  );
  return simpleIcons;
}

const MONOGRAM_COLOURS = [
  '#1971c2',
  '#2b8a3e',
  '#c2255c',
  '#e8590c',
  '#5f3dc4',
  '#0b7285',
  '#495057',
  '#364fc7',
];

/** A stable colour per name, so a company keeps its monogram colour. */
export function monogramColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return MONOGRAM_COLOURS[hash % MONOGRAM_COLOURS.length]!;
}

/** Up to two initials, whole characters in any script (an emoji or a CJK name stays intact). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = (word: string) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';
  return words.slice(0, 2).map(first).join('').toLocaleUpperCase();
}

/** A rounded square with the company's initials: the logo of a company without one. */
export function monogramSvg(name: string, colour = monogramColour(name)): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="${colour}"/>
<text x="32" y="41" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text>
</svg>`;
}

/** Whether a Simple Icons mark exists under this slug. */
export const hasSimpleIcon = (slug: string) => simpleIconIndex().has(slug);

/**
 * A Simple Icons mark in its brand colour on a light tile (marks whose colour is too light for
 * white get a dark tile), at the monogram's size.
 */
export function simpleIconSvg(slug: string): string | null {
  const icon = simpleIconIndex().get(slug);
  if (!icon) return null;
  const source = readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
  const path = /<path d="([^"]+)"/.exec(source)?.[1];
  if (!path) return null;
  const light = luminance(icon.hex) > 0.8;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<title>${escapeXml(icon.title)}</title>
<rect width="64" height="64" rx="14" fill="${light ? '#1a1b1e' : '#fff'}"/>
<g transform="translate(14 14) scale(1.5)"><path fill="#${icon.hex}" d="${path}"/></g>
</svg>`;
}

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
