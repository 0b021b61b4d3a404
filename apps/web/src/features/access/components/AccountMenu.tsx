import { Badge, Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { PortalView } from '@trust/shared';
import { useAccessModal } from '../context';

/** Only members see it: its code loads when a member does. */
const MemberMenu = lazy(() => import('./MemberMenu'));

/** The header's account corner: sign-in for visitors, the account dropdown for members, a mark for staff. */
export function AccountMenu({ view, portalHome }: { view: PortalView; portalHome: string }) {
  const { open } = useAccessModal();
  const { customization } = view.sharedInfo;

  if (view.mode === 'Main' || view.mode === 'Preview') {
    return (
      <Badge
        variant="light"
        size="lg"
        leftSection={<IconPencil size={14} />}
        component="a"
        href="/app"
        style={{ cursor: 'pointer' }}
      >
        {view.mode === 'Main' ? 'Staff view' : 'Preview'}
      </Badge>
    );
  }
  if (view.mode !== 'AccountExternal') {
    return customization.securityPortalMode ? (
      <Button variant="default" onClick={() => open({ tab: 'login' })} data-testid="sign-in-button">
        Sign in
      </Button>
    ) : null;
  }
  return (
    <Suspense>
      <MemberMenu view={view} portalHome={portalHome} />
    </Suspense>
  );
}
