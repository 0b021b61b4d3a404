import { lazy } from 'react';

/** Staff pages are their own chunk: the public portal never loads them. */
export const StaffApp = lazy(() => import('./StaffApp'));

/** A product's integrations as staff see them (the editor offers the connected ones as evidence). */
export { useIntegrations } from './integrations-api';
