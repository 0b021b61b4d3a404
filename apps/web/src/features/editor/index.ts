import { lazy } from 'react';

export { useEditorAccess } from './access';
/** Editor controls load only for editors. */
export const CardMenu = lazy(() => import('./components/CardMenu'));
export const ReorderCardsDialog = lazy(() => import('./components/ReorderCardsDialog'));
export const ReorderSectionsDialog = lazy(() => import('./components/ReorderSectionsDialog'));
export const CardEditForm = lazy(() => import('./components/CardEditForm'));
export const ItemMenu = lazy(() => import('./components/ItemMenu'));
export const AddItemDialog = lazy(() => import('./components/AddItemDialog'));
export type { OrderedRow } from './components/ReorderItemsDialog';
