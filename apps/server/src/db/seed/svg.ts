import { escapeXml } from '../../platform/xml.js';

/** Simple generated artwork for the demo: badges, logos, icons and banners (company monograms are in modules/companies/logos.ts). */

export function badgeSvg(label: string, color: string): string {
  const [first, ...rest] = label.split(' ');
  const second = rest.join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<circle cx="60" cy="60" r="56" fill="#fff" stroke="${color}" stroke-width="6"/>
<circle cx="60" cy="60" r="46" fill="${color}"/>
<text x="60" y="${second ? 58 : 68}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${first && first.length > 5 ? 17 : 22}" font-weight="700" fill="#fff">${escapeXml(first ?? '')}</text>
${second ? `<text x="60" y="80" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="#fff">${escapeXml(second)}</text>` : ''}
</svg>`;
}

export function logoSvg(name: string, color: string): string {
  const width = 60 + Math.ceil(name.length * 13.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48">
<rect x="2" y="4" width="40" height="40" rx="10" fill="${color}"/>
<path d="M22 12 l12 5 v9 c0 7 -5 12 -12 14 c-7 -2 -12 -7 -12 -14 v-9 z" fill="#fff"/>
<text x="52" y="32" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#1a1b1e">${escapeXml(name)}</text>
</svg>`;
}

export function bannerSvg(from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="350" viewBox="0 0 1280 350">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1280" height="350" fill="url(#g)"/>
<g fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2">
<circle cx="1080" cy="60" r="180"/><circle cx="1080" cy="60" r="260"/><circle cx="160" cy="360" r="200"/>
</g></svg>`;
}

export function iconSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20"><path d="M10 1 l8 3.5 v5 c0 5 -3.5 8.5 -8 9.5 c-4.5 -1 -8 -4.5 -8 -9.5 v-5 z" fill="${color}"/></svg>`;
}
