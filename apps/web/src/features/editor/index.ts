import { lazy } from 'react';

export { useEditorAccess } from './access';
/** Editor controls load only for editors. */
export const CardMenu = lazy(() => import('./components/CardMenu'));
export const GridToolbar = lazy(() => import('./components/GridToolbar'));
export const CardEditForm = lazy(() => import('./components/CardEditForm'));
export const ItemMenu = lazy(() => import('./components/ItemMenu'));
export type { OrderedRow } from './components/ReorderItemsDialog';
