import './app/mantine-styles';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readInitialPage } from './app/initial-page';
import { reportError, reportUncaughtErrors } from './lib/report-error';

reportUncaughtErrors();

const root = document.getElementById('root')!;
const app = <App page={readInitialPage()} />;
// The server paints the public portal; the browser takes that markup over instead of redrawing it.
if (root.hasChildNodes())
  hydrateRoot(root, app, {
    onRecoverableError: (error, info) => reportError('hydration', error, info.componentStack),
  });
else createRoot(root).render(app);
