import type { ScriptTag } from '@trust/shared';

type Globals = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  intercomSettings?: Record<string, unknown>;
};

const MARK = 'data-tc-script';

/** Adds a script to the page once, with its attributes; resolves when it has loaded (or failed). */
export function addScript(key: string, src: string, attributes: Record<string, string>): Promise<void> {
  const existing = document.querySelector(`script[${MARK}="${CSS.escape(key)}"]`);
  if (existing) return Promise.resolve();
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.setAttribute(MARK, key);
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => resolve());
    document.head.appendChild(script);
  });
}

/** What a tag expects to find before it runs: Google's data layer, Intercom's settings. */
function setUp(tag: ScriptTag) {
  const w = window as Globals;
  switch (tag.setup.kind) {
    case 'gtag':
      w.dataLayer ??= [];
      // gtag.js reads the `arguments` objects its snippet pushes, not arrays.
      w.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params
        w.dataLayer!.push(arguments);
      };
      w.gtag('js', new Date());
      w.gtag('config', tag.setup.id, { anonymize_ip: true });
      return;
    case 'gtm':
      w.dataLayer ??= [];
      w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      return;
    case 'intercom':
      w.intercomSettings = { ...w.intercomSettings, app_id: tag.setup.appId };
      return;
    case 'none':
      return;
  }
}

/** Loads one consented tag (once per page). */
export function loadTag(tag: ScriptTag) {
  if (document.querySelector(`script[${MARK}="${tag.id}"]`)) return;
  setUp(tag);
  void addScript(tag.id, tag.src, tag.attributes);
}
