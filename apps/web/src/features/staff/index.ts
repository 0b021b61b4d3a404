import { lazy } from 'react';

/** Staff pages are their own chunk: the public portal never loads them. */
export const StaffApp = lazy(() => import('./StaffApp'));
