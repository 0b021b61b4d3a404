import './mantine-styles';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { readInitialPage } from './initial-page';
import { reportError, reportUncaughtErrors } from '@/lib/report-error';

/** Renders the page into #root, or takes over the server's markup of it. */
export function start() {
  reportUncaughtErrors();
  const root = document.getElementById('root')!;
  const app = <App page={readInitialPage()} />;
  // The server paints the public portal; the browser takes that markup over instead of redrawing it.
  // As a transition, React hydrates in slices and yields between them, so a click or a scroll during
  // hydration is not held up behind one long task.
  if (root.hasChildNodes())
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error, info) => reportError('hydration', error, info.componentStack),
      });
    });
  else createRoot(root).render(app);
}
