import './app/mantine-styles';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readInitialPage } from './app/initial-page';

const root = document.getElementById('root')!;
const app = <App page={readInitialPage()} />;
// The server paints the public portal; the browser takes that markup over instead of redrawing it.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
