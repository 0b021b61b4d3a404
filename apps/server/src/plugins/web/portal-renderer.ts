import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { InitialPage } from '@trust/shared';

export type PortalPage = Extract<InitialPage, { page: 'portal' }>;
type RenderPortal = (page: PortalPage, location: string) => Promise<string>;

/** Rendered pages kept: anonymous visitors of one view revision all get the same HTML. */
const CACHE_SIZE = 100;

/**
 * The query parameters the portal reads. An address with any other is left to the browser: a
 * render costs the server tens of milliseconds, and made-up parameters must not force new ones.
 */
const PORTAL_QUERY_KEYS = new Set([
  'accountId',
  'permissionProfileId',
  'product',
  'productId',
  'itemUid',
  'tcuUid',
  'kbEntry',
  'loginRequest',
  'requestAccess',
  'linkExpired',
  'inviteToken',
  'subscribe',
  'subscribeStatus',
  'unsubscribeToken',
]);

const rendersAt = (location: string) => {
  const query = new URL(location, 'http://portal.invalid').searchParams;
  return [...query.keys()].every((key) => PORTAL_QUERY_KEYS.has(key));
};

/**
 * The portal's first paint rendered by React on the server, from the web app's server build
 * (`dist/server/entry-server.js`, made by `npm run build`). Without that build, or if rendering
 * throws, pages go out unrendered and the browser renders them as before.
 */
export class PortalRenderer {
  private loaded: { mtimeMs: number; render: RenderPortal } | null = null;
  private readonly cache = new Map<string, string>();

  constructor(
    webDistDir: string,
    /** Development: pick up a rebuilt server bundle without restarting. */
    private readonly reload: boolean,
    private readonly log: FastifyBaseLogger,
    private readonly file = path.join(webDistDir, 'server', 'entry-server.js'),
  ) {}

  async render(page: PortalPage, location: string): Promise<string | null> {
    if (!rendersAt(location)) return null;
    const render = await this.module();
    if (!render) return null;
    const key = createHash('sha1').update(location).update('\0').update(JSON.stringify(page)).digest('hex');
    const kept = this.cache.get(key);
    if (kept !== undefined) {
      this.cache.delete(key);
      this.cache.set(key, kept);
      return kept;
    }
    let html: string;
    try {
      html = await render(page, location);
    } catch (error) {
      this.log.warn({ err: error }, 'server rendering failed; the browser renders the page');
      return null;
    }
    this.cache.set(key, html);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return html;
  }

  private async module(): Promise<RenderPortal | null> {
    if (this.loaded && !this.reload) return this.loaded.render;
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.file).mtimeMs;
    } catch {
      return null;
    }
    if (this.loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(this.file).href}?v=${mtimeMs}`;
      try {
        const { renderPortal } = (await import(url)) as { renderPortal: RenderPortal };
        this.loaded = { mtimeMs, render: renderPortal };
      } catch (error) {
        this.log.warn({ err: error }, 'the server build cannot be loaded; the browser renders pages');
        return null;
      }
      this.cache.clear();
    }
    return this.loaded.render;
  }
}
