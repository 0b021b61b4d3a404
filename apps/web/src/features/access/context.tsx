import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { PortalView } from '@trust/shared';

const AccessModal = lazy(() => import('./components/AccessModal'));

export type AccessTab = 'login' | 'request';
export interface AccessModalState {
  tab: AccessTab;
  email?: string;
  itemUid?: string;
  itemKind?: string;
  source?: string;
  /** An invitation from a member: admits this email into their account. */
  inviteToken?: string;
  /** Shown above the login form, e.g. after an expired link. */
  notice?: string;
}

interface AccessContextValue {
  open: (state: AccessModalState) => void;
}

const AccessContext = createContext<AccessContextValue | null>(null);

/** Holds the access modal; its code loads the first time someone opens it. */
export function AccessProvider({
  view,
  productId,
  children,
}: {
  view: PortalView;
  productId: string;
  children: ReactNode;
}) {
  const [state, setState] = useState<AccessModalState | null>(null);
  const open = useCallback((next: AccessModalState) => setState(next), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <AccessContext.Provider value={value}>
      {children}
      {state && (
        <Suspense>
          <AccessModal view={view} productId={productId} initial={state} onClose={() => setState(null)} />
        </Suspense>
      )}
    </AccessContext.Provider>
  );
}

export function useAccessModal(): AccessContextValue {
  const value = useContext(AccessContext);
  if (!value) throw new Error('Must be called within an organization context.');
  return value;
}
