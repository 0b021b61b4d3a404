import './app/mantine-styles';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readInitialPage } from './app/initial-page';

createRoot(document.getElementById('root')!).render(<App page={readInitialPage()} />);
