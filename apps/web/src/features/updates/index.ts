export { useComplianceUpdates } from './api';
export { NotificationBar } from './components/NotificationBar';
import { lazy } from 'react';

/** Sits low on the page: its code loads beside the first paint rather than before it. */
export const UpdatesCard = lazy(() => import('./components/UpdatesCard'));
