import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { PortalView } from '@trust/shared';

const loadAccessModal = () => import('./components/AccessModal');
const AccessModal = lazy(loadAccessModal);

/** Runs once the browser is idle after the first paint (a second later where it cannot tell). */
const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else setTimeout(run, 1000);
};

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

/**
 * Holds the access modal (Sign in and Request access). For visitors its code loads once the first
 * paint is done, so a click right after load opens the form at once.
 */
export function AccessProvider({
  view,
  productId,
  visitorId,
  children,
}: {
  view: PortalView;
  productId: string;
  /** The visitor's analytics id, where they allowed it: sent with a request so staff see what they read first. */
  visitorId?: () => string | undefined;
  children: ReactNode;
}) {
  const [state, setState] = useState<AccessModalState | null>(null);
  const open = useCallback((next: AccessModalState) => setState(next), []);
  const value = useMemo(() => ({ open }), [open]);
  const anonymous = view.mode === 'Public';
  useEffect(() => {
    if (anonymous) whenIdle(() => void loadAccessModal());
  }, [anonymous]);
  return (
    <AccessContext.Provider value={value}>
      {children}
      {state && (
        <Suspense>
          <AccessModal
            view={view}
            productId={productId}
            initial={state}
            visitorId={visitorId}
            onClose={() => setState(null)}
          />
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
