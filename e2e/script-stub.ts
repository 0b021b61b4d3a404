import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in for the providers' script hosts (the app's SCRIPTS_MIRROR_ORIGIN): serves a small
 * script for each provider path, remembers every request, and makes the banner providers act as
 * their real libraries do (Cookiebot's events, a Dropbox library that is ready only after 1.5 s).
 */
export interface ScriptStub {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

const mark = (name: string) =>
  `(window.__stubLoaded = window.__stubLoaded || []).push(${JSON.stringify(name)});`;

function scriptFor(path: string): string {
  if (path.startsWith('/www.googletagmanager.com/gtag/js')) return mark('gtag');
  if (path.startsWith('/www.googletagmanager.com/gtm.js')) return mark('gtm');
  if (path.startsWith('/js.hs-scripts.com/')) return mark('hubspot');
  if (path.startsWith('/widget.intercom.io/widget/')) return mark('intercom');
  if (path.startsWith('/consent.cookiebot.com/uc.js'))
    return `${mark('cookiebot')}
      window.Cookiebot = { consent: { necessary: true, preferences: false, statistics: true, marketing: false } };
      setTimeout(() => window.dispatchEvent(new Event('CookiebotOnAccept')), 300);`;
  if (path.startsWith('/cdn.dropbox-consent.example/'))
    return `${mark('dropbox')}
      setTimeout(() => {
        window.DropboxConsent = {
          init(options) {
            window.__dropboxInit = { tenant: options.tenant, cookieDomain: options.cookieDomain, at: Date.now() };
            setTimeout(() => options.onConsentChange({ analytics: true }), 100);
          },
        };
      }, 1500);`;
  return mark(`unknown ${path}`);
}

export async function startScriptStub(): Promise<ScriptStub> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    response.end(scriptFor(request.url ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
