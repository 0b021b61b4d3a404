import { COOKIE_BANNER_TYPES, COOKIE_CONSENT_CATEGORIES } from './customization.js';
import type { scriptsSchema } from './customization-api.js';
import type { ScriptPlan, ScriptTag } from './scripts-api.js';
import type { z } from 'zod';

/**
 * The customization's scripts (visitor spec sections 3 and 9): analytics and chat tags, loaded
 * only after the visitor consents to their category, and the cookie banner that asks.
 */
export type ConsentCategory = (typeof COOKIE_CONSENT_CATEGORIES)[number];
export type CookieBannerType = (typeof COOKIE_BANNER_TYPES)[number];
export type Scripts = z.infer<typeof scriptsSchema>;

export const CONSENT_LABELS: Record<ConsentCategory, { title: string; description: string }> = {
  strictly_necessary: {
    title: 'Strictly necessary',
    description: 'Keep you signed in and remember this choice. Always on.',
  },
  analytics: {
    title: 'Analytics',
    description: 'Count visits and see which pages are read, so the organisation can improve them.',
  },
  marketing_and_advertising: {
    title: 'Marketing and advertising',
    description: 'Let the organisation follow up on your visit and measure its campaigns.',
  },
  social_media_advertising: {
    title: 'Social media advertising',
    description: 'Let social networks show you the organisation’s ads elsewhere.',
  },
  performance_and_functionality: {
    title: 'Performance and functionality',
    description: 'Chat and support widgets, and remembering your preferences.',
  },
};

export const SCRIPT_MESSAGES = {
  bannerTitle: 'Cookies on this page',
  bannerText: (purposes: string[]) =>
    `We use strictly necessary cookies to run this page. With your consent we would also use cookies for ${purposes.join(', ').toLowerCase()}.`,
  acceptAll: 'Accept all',
  rejectAll: 'Reject non-essential',
  customise: 'Customise',
  save: 'Save choices',
  settings: 'Cookie settings',
  declarationTitle: 'Cookie declaration',
  declarationIntro: 'What this page stores on your device, and why. You can change your choice at any time.',
  noScripts: 'This page uses no cookies beyond the strictly necessary ones.',
  httpsOnly: 'Script addresses must start with https://',
  idInvalid: 'This does not look like an ID of this service.',
  bannerNeedsId: 'Enter the ID your cookie banner provider gave you.',
  bannerNeedsScript: 'Enter the https address of the banner’s script.',
  bannerOffWarning: 'The cookie banner is off: visitors cannot consent, so these scripts never load.',
} as const;

/** The consent category each tag waits for. */
export const SCRIPT_CATEGORIES = {
  google_ua: 'analytics',
  gtag: 'analytics',
  gtm: 'analytics',
  hubspot: 'marketing_and_advertising',
  intercom: 'performance_and_functionality',
} as const satisfies Record<Exclude<keyof Scripts, 'cookie_banner'>, ConsentCategory>;
export type ScriptId = keyof typeof SCRIPT_CATEGORIES;
export const SCRIPT_LABELS: Record<ScriptId, string> = {
  google_ua: 'Google Analytics (Universal Analytics)',
  gtag: 'Google tag (gtag.js)',
  gtm: 'Google Tag Manager',
  hubspot: 'HubSpot',
  intercom: 'Intercom',
};

/**
 * A custom script address as typed: one without a scheme that looks like a domain gets https
 * (visitor spec section 5); a protocol-relative one too.
 */
export function normaliseScriptUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/|$|\?)/i.test(trimmed)) return `https://${trimmed}`;
  return trimmed;
}

/** Where each provider's script lives. */
const GOOGLE_TAG = 'https://www.googletagmanager.com/gtag/js';
const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com/gtm.js';
const INTERCOM_WIDGET = 'https://widget.intercom.io/widget/';
const COOKIEBOT = 'https://consent.cookiebot.com/uc.js';
const ONETRUST = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';
const HUBSPOT_LOADER = 'https://js.hs-scripts.com/';

/**
 * The hosts each script loads more from: a page's Content Security Policy allows the configured
 * providers' hosts and nothing else.
 */
export const PROVIDER_SOURCES: Record<
  string,
  { script: string[]; connect: string[]; img: string[]; frame: string[] }
> = {
  google: {
    script: [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://ssl.google-analytics.com',
    ],
    connect: [
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
    img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
    frame: ['https://www.googletagmanager.com'],
  },
  hubspot: {
    script: [
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://js.hs-banner.com',
      'https://js.hscollectedforms.net',
      'https://js.usemessages.com',
    ],
    connect: ['https://*.hubspot.com', 'https://*.hs-banner.com', 'https://*.hscollectedforms.net'],
    img: ['https://track.hubspot.com', 'https://*.hubspot.com'],
    frame: ['https://app.hubspot.com'],
  },
  intercom: {
    script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connect: ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
    img: ['https://*.intercomcdn.com', 'https://static.intercomassets.com'],
    frame: ['https://intercom-sheets.com'],
  },
  cookiebot: {
    script: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    connect: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    img: ['https://imgsct.cookiebot.com'],
    frame: ['https://consentcdn.cookiebot.com'],
  },
  onetrust: {
    script: ['https://cdn.cookielaw.org'],
    connect: ['https://cdn.cookielaw.org', 'https://geolocation.onetrust.com'],
    img: ['https://cdn.cookielaw.org'],
    frame: [],
  },
};

/**
 * The tags and the banner a portal page gets from the customization's scripts. With `mirror` (an
 * origin), every provider address is served from it instead, under the provider's host name: for
 * tests against a local stub, or a self-hosted mirror.
 */
export function planScripts(scripts: Scripts, mirror: string | null = null): ScriptPlan {
  const at = (url: string) => {
    if (!mirror) return url;
    const parsed = new URL(url);
    return `${mirror}/${parsed.host}${parsed.pathname}${parsed.search}`;
  };
  const tags: ScriptTag[] = [];
  const add = (
    id: ScriptId,
    src: string,
    setup: ScriptTag['setup'],
    attributes: Record<string, string> = {},
  ) => tags.push({ id, category: SCRIPT_CATEGORIES[id], src: at(src), attributes, setup });
  if (scripts.google_ua)
    add('google_ua', `${GOOGLE_TAG}?id=${encodeURIComponent(scripts.google_ua)}`, {
      kind: 'gtag',
      id: scripts.google_ua,
    });
  if (scripts.gtag)
    add('gtag', `${GOOGLE_TAG}?id=${encodeURIComponent(scripts.gtag)}`, { kind: 'gtag', id: scripts.gtag });
  if (scripts.gtm)
    add('gtm', `${GOOGLE_TAG_MANAGER}?id=${encodeURIComponent(scripts.gtm)}`, {
      kind: 'gtm',
      id: scripts.gtm,
    });
  if (scripts.hubspot?.src) {
    const src = normaliseScriptUrl(scripts.hubspot.src);
    if (src.startsWith('https://')) add('hubspot', src, { kind: 'none' }, { id: 'hs-script-loader' });
  }
  if (scripts.intercom?.id)
    add('intercom', `${INTERCOM_WIDGET}${encodeURIComponent(scripts.intercom.id)}`, {
      kind: 'intercom',
      appId: scripts.intercom.id,
    });
  const banner = scripts.cookie_banner;
  return { tags, banner: bannerOf(banner, at), showDeclaration: banner.show && banner.showDeclaration };
}

function bannerOf(banner: Scripts['cookie_banner'], at: (url: string) => string): ScriptPlan['banner'] {
  if (!banner.show) return { kind: 'none' };
  const provider = (type: CookieBannerType, src: string, attributes: Record<string, string>) => ({
    kind: 'provider' as const,
    type,
    src: at(src),
    attributes: Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== '')),
  });
  const script = banner.cookie_script_path ? normaliseScriptUrl(banner.cookie_script_path) : '';
  switch (banner.type) {
    case null:
      return { kind: 'builtin' };
    case 'cookiebot':
      return provider('cookiebot', COOKIEBOT, {
        id: 'Cookiebot',
        'data-cbid': banner.cbid ?? '',
        'data-blockingmode': banner.auto_block_enabled ? 'auto' : 'manual',
      });
    case 'onetrust':
      return provider('onetrust', ONETRUST, {
        'data-domain-script': banner.cbid ?? '',
        'data-document-language': 'true',
      });
    case 'hubspot':
      return provider('hubspot', `${HUBSPOT_LOADER}${encodeURIComponent(banner.cbid ?? '')}.js`, {
        id: 'hs-script-loader',
      });
    case 'dropbox':
    case 'paypal':
      if (!script.startsWith('https://')) return { kind: 'none' };
      return provider(banner.type, script, {
        'data-tenant': banner.tenant_name ?? '',
        'data-cookie-domain': banner.cookie_domain ?? '',
        'data-gtm-id': banner.gtm_id ?? '',
      });
  }
}

/** The origins a plan's scripts come from, for the page's Content Security Policy. */
export function scriptSources(plan: ScriptPlan, mirror: string | null = null) {
  const sources = {
    script: new Set<string>(),
    connect: new Set<string>(),
    img: new Set<string>(),
    frame: new Set<string>(),
  };
  const allow = (provider: string) => {
    const known = PROVIDER_SOURCES[provider];
    if (!known || mirror) return;
    for (const kind of ['script', 'connect', 'img', 'frame'] as const)
      for (const s of known[kind]) sources[kind].add(s);
  };
  for (const tag of plan.tags) {
    sources.script.add(new URL(tag.src).origin);
    allow(tag.setup.kind === 'gtag' || tag.setup.kind === 'gtm' ? 'google' : tag.id);
  }
  if (plan.banner.kind === 'provider') {
    sources.script.add(new URL(plan.banner.src).origin);
    sources.connect.add(new URL(plan.banner.src).origin);
    allow(plan.banner.type);
  }
  return {
    script: [...sources.script],
    connect: [...sources.connect],
    img: [...sources.img],
    frame: [...sources.frame],
  };
}

/** What the visitor agreed to, kept in their browser per organisation. */
export interface Consent {
  categories: Record<ConsentCategory, boolean>;
  decidedAt: string;
}

/**
 * A stored choice read back, or null when it is not one (never made, or written by another
 * version): a plain check rather than a schema, as the portal reads it on every page before
 * anything else of the shared schemas is loaded.
 */
export function parseConsent(value: unknown): Consent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { categories, decidedAt } = value as Partial<Record<keyof Consent, unknown>>;
  if (typeof decidedAt !== 'string' || typeof categories !== 'object' || categories === null) return null;
  const chosen = categories as Record<string, unknown>;
  if (!COOKIE_CONSENT_CATEGORIES.every((c) => typeof chosen[c] === 'boolean')) return null;
  return {
    categories: Object.fromEntries(
      COOKIE_CONSENT_CATEGORIES.map((c) => [c, chosen[c]]),
    ) as Consent['categories'],
    decidedAt,
  };
}
export const consentStorageKey = (orgSlug: string) => `tc-cookie-consent:${orgSlug}`;
