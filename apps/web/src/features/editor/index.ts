import { lazy } from 'react';

export { useEditorAccess } from './access';
/** Editor controls load only for editors. */
export const CardMenu = lazy(() => import('./components/CardMenu'));
export const GridToolbar = lazy(() => import('./components/GridToolbar'));
export const CardEditForm = lazy(() => import('./components/CardEditForm'));
export const ItemMenu = lazy(() => import('./components/ItemMenu'));
export const SubprocessorDialog = lazy(() => import('./components/SubprocessorDialog'));
export const DeleteSubprocessorDialog = lazy(() =>
  import('./components/SubprocessorDialog').then((m) => ({ default: m.DeleteSubprocessorDialog })),
);
export const TrustedByDialog = lazy(() => import('./components/TrustedByDialog'));
export const RiskProfileForm = lazy(() => import('./components/RiskProfileForm'));
export const SecurityGradesForm = lazy(() => import('./components/SecurityGradesForm'));
export const OverviewTextDialog = lazy(() => import('./components/OverviewTextDialog'));
export type { OrderedRow } from './components/ReorderItemsDialog';
