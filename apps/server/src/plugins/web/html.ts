import fs from 'node:fs';
import path from 'node:path';
import { INITIAL_PAGE_ELEMENT_ID, type InitialPage } from '@trust/shared';

/** Used when the web app has not been built (API-only runs and server tests). */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><!--app-head--></head>
<body><div id="root"></div><!--app-data--></body></html>`;

export function loadTemplate(webDistDir: string): { html: string; built: boolean } {
  const file = path.join(webDistDir, 'index.html');
  return fs.existsSync(file)
    ? { html: fs.readFileSync(file, 'utf8'), built: true }
    : { html: FALLBACK_TEMPLATE, built: false };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

export interface HeadTags {
  title: string;
  description?: string;
  canonical?: string;
  favicon?: string | null;
  siteName?: string;
  image?: string;
  updatedTime?: string | null;
  noindex?: boolean;
  /** Feeds of the page's updates, for feed readers. */
  feeds?: { type: 'application/atom+xml' | 'application/feed+json'; title: string; href: string }[];
}

/** The product's own mark, for pages without an organisation's icon (saves a /favicon.ico round trip). */
const DEFAULT_FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Cpath fill='%231c7ed6' d='M16 2 4 6.5v8.7C4 22.6 9.1 28.6 16 30c6.9-1.4 12-7.4 12-14.8V6.5z'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='2.6' stroke-linecap='round' stroke-linejoin='round' d='m10.5 16 3.8 3.8 7.2-7.6'/%3E%3C/svg%3E";

export function renderHead(h: HeadTags): string {
  const tags = [`<title>${escapeHtml(h.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, value: string | null | undefined) => {
    if (value) tags.push(`<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
  };
  meta('name', 'description', h.description);
  if (h.noindex) meta('name', 'robots', 'noindex');
  if (h.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(h.canonical)}" />`);
  tags.push(`<link rel="icon" href="${escapeHtml(h.favicon ?? DEFAULT_FAVICON)}" />`);
  for (const feed of h.feeds ?? [])
    tags.push(
      `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
    );
  meta('property', 'og:site_name', h.siteName);
  meta('property', 'og:type', h.siteName ? 'article' : undefined);
  meta('property', 'og:title', h.siteName ? h.title : undefined);
  meta('property', 'og:description', h.siteName ? h.description : undefined);
  meta('property', 'og:url', h.siteName ? h.canonical : undefined);
  if (h.image) {
    meta('property', 'og:image', h.image);
    meta('property', 'og:image:type', 'image/png');
    meta('property', 'og:image:width', '1200');
    meta('property', 'og:image:height', '630');
    meta('name', 'twitter:card', 'summary_large_image');
  }
  meta('property', 'og:updated_time', h.updatedTime);
  meta('property', 'article:modified_time', h.updatedTime);
  return tags.join('\n    ');
}

/** JSON inside a script element: '<' escaped so no '</script>' can close it early. */
export function renderInitialData(page: InitialPage): string {
  const json = JSON.stringify(page)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${INITIAL_PAGE_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** The page: its head, the first view as data, and (when the server rendered it) its markup. */
export function fillTemplate(template: string, head: string, page: InitialPage, rendered = ''): string {
  return template
    .replace('<!--app-head-->', head)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered}</div>`)
    .replace('<!--app-data-->', () => renderInitialData(page));
}
