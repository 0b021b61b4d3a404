export { useComplianceUpdates } from './api';
export { NotificationBar } from './components/NotificationBar';
export { SubscribePopover } from './components/SubscribePopover';
import { lazy } from 'react';

/** Sits low on the page: its code loads beside the first paint rather than before it. */
export const UpdatesCard = lazy(() => import('./components/UpdatesCard'));
/** Only when a subscription link brought the visitor here. */
export const SubscriptionDialogs = lazy(() => import('./components/SubscriptionDialogs'));
