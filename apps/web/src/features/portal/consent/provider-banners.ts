import type { ConsentCategory, ScriptPlan } from '@trust/shared';
import { addScript } from './load-tags';

type ProviderBanner = Extract<ScriptPlan['banner'], { kind: 'provider' }>;
type Choice = Partial<Record<ConsentCategory, boolean>>;
type Report = (choice: Choice) => void;

/** Dropbox's consent library may not be ready when its script has loaded: it is tried again every second. */
export const DROPBOX_RETRY_MS = 1000;

interface ConsentLibrary {
  init(options: { tenant?: string; cookieDomain?: string; onConsentChange: Report }): void;
}
type Globals = Window & {
  Cookiebot?: { consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean } };
  OptanonWrapper?: () => void;
  OnetrustActiveGroups?: string;
  _hsp?: unknown[];
  DropboxConsent?: ConsentLibrary;
  PaypalCookieConsent?: ConsentLibrary;
};

/**
 * Loads the organisation's cookie banner provider and reports each choice the visitor makes in it,
 * in our consent categories. Answers a function that stops listening.
 */
export function startProviderBanner(banner: ProviderBanner, report: Report): () => void {
  const w = window as Globals;
  const stops: (() => void)[] = [];
  const listen = (event: string, handler: () => void) => {
    window.addEventListener(event, handler);
    stops.push(() => window.removeEventListener(event, handler));
  };
  switch (banner.type) {
    case 'cookiebot': {
      const read = () => {
        const c = w.Cookiebot?.consent;
        if (c)
          report({
            analytics: Boolean(c.statistics),
            marketing_and_advertising: Boolean(c.marketing),
            social_media_advertising: Boolean(c.marketing),
            performance_and_functionality: Boolean(c.preferences),
          });
      };
      for (const event of ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'])
        listen(event, read);
      break;
    }
    case 'onetrust':
      // OneTrust calls this global on load and after every choice; groups are C0001..C0005.
      w.OptanonWrapper = () => {
        const groups = (w.OnetrustActiveGroups ?? '').split(',').filter(Boolean);
        report({
          analytics: groups.includes('C0002'),
          performance_and_functionality: groups.includes('C0003'),
          marketing_and_advertising: groups.includes('C0004'),
          social_media_advertising: groups.includes('C0005'),
        });
      };
      break;
    case 'hubspot':
      (w._hsp ??= []).push([
        'addPrivacyConsentListener',
        (consent: {
          categories?: { analytics?: boolean; advertisement?: boolean; functionality?: boolean };
        }) =>
          report({
            analytics: Boolean(consent.categories?.analytics),
            marketing_and_advertising: Boolean(consent.categories?.advertisement),
            social_media_advertising: Boolean(consent.categories?.advertisement),
            performance_and_functionality: Boolean(consent.categories?.functionality),
          }),
      ]);
      break;
    case 'dropbox':
    case 'paypal':
      break;
  }
  let stopped = false;
  stops.push(() => {
    stopped = true;
  });
  void addScript('cookie-banner', banner.src, banner.attributes).then(() => {
    if (banner.type !== 'dropbox' && banner.type !== 'paypal') return;
    const options = {
      tenant: banner.attributes['data-tenant'],
      cookieDomain: banner.attributes['data-cookie-domain'],
      onConsentChange: report,
    };
    const init = (): boolean => {
      const library = banner.type === 'dropbox' ? w.DropboxConsent : w.PaypalCookieConsent;
      try {
        if (!library) return false;
        library.init(options);
        return true;
      } catch {
        return false;
      }
    };
    if (banner.type === 'paypal') return void init();
    const attempt = () => {
      if (!stopped && !init()) setTimeout(attempt, DROPBOX_RETRY_MS);
    };
    attempt();
  });
  return () => stops.forEach((stop) => stop());
}
