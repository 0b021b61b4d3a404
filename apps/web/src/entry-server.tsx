import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { InitialPage } from '@trust/shared';
import { App } from './app/App';

/** React's mark of a Suspense boundary the server left to the browser. */
const LEFT_TO_BROWSER = '<!--$!-->';

/**
 * The portal's first paint, rendered by the server into the page's root and hydrated in the
 * browser. `location` is the request's path and query.
 *
 * A lazy part the page shows at once (a dialog's trigger, say) suspends the first time; left so,
 * the browser would render that boundary itself and report a recoverable error. So when a render
 * leaves any, one prerender loads them (lazy components stay loaded), and the page renders again,
 * now whole and without streaming scripts (which the Content Security Policy forbids).
 */
export async function renderPortal(
  page: Extract<InitialPage, { page: 'portal' }>,
  location: string,
): Promise<string> {
  const app = <App page={page} location={location} />;
  const html = renderToString(app);
  if (!html.includes(LEFT_TO_BROWSER)) return html;
  const { prelude } = await prerenderToNodeStream(app);
  for await (const chunk of prelude) void chunk;
  return renderToString(app);
}
