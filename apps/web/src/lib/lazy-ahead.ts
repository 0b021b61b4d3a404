import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a component the server painted: its module starts loading when this is called,
 * not when React first renders it, and once loaded it renders without suspending.
 *
 * A click on server markup that React has not hydrated yet makes React hydrate that part at once;
 * if the part suspends then (its module still to fetch, or fetched but handed over a tick later,
 * as a plain `lazy` does), React drops the click. On a slow phone that was a dead first click.
 */
// React's own bound for lazy components (props of any shape).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyAhead<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  const loading = load().then((module) => (loaded = module));
  // A chunk that fails to load fails when React renders the part (its error boundary shows it),
  // not as an unhandled rejection at start-up, for a part the visitor may never scroll to.
  loading.catch(() => undefined);
  // A thenable that calls back at once: React's lazy reads it as resolved without suspending.
  const ready = () => ({ then: (resolve: (module: { default: T }) => void) => resolve(loaded!) });
  return lazy(() => (loaded ? ready() : loading) as Promise<{ default: T }>);
}
