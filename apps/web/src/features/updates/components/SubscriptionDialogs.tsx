import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { decodeJwt } from 'jose';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  SUBSCRIBE_STATUSES,
  SUBSCRIPTION_MESSAGES as M,
  type PortalView,
  type SubscribeStatus,
} from '@trust/shared';
import '@/app/overlay-styles';
import { showToast } from '@/lib/toast';
import { postUnsubscribe } from '../api';

/** The subscriber's email from an unsubscribe token, when its subject is readable (visitor spec section 4). */
export function unsubscribeEmail(token: string | null): string | null {
  if (!token) return null;
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

const PARAMS = ['subscribeStatus', 'unsubscribeToken'];

/** The subscription result dialog (?subscribeStatus=) and the unsubscribe dialog (?unsubscribeToken=). */
export default function SubscriptionDialogs({
  view,
  onSubscribeAgain,
}: {
  view: PortalView;
  onSubscribeAgain: () => void;
}) {
  const [search, setSearch] = useSearchParams();
  const status = search.get('subscribeStatus');
  const token = search.get('unsubscribeToken');
  const email = unsubscribeEmail(token);
  const clear = () =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of PARAMS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  const org = view.organisation.name;
  const { portalTitle, supportMailbox } = view.sharedInfo.customization;
  return (
    <>
      {(SUBSCRIBE_STATUSES as readonly string[]).includes(status ?? '') && (
        <SubscribeResult
          status={status as SubscribeStatus}
          org={org}
          portalTitle={portalTitle}
          supportMailbox={supportMailbox}
          onClose={clear}
          onTryAgain={() => {
            clear();
            onSubscribeAgain();
          }}
        />
      )}
      {token && email && (
        <UnsubscribeDialog
          orgSlug={view.organisation.slug}
          org={org}
          token={token}
          email={email}
          onDone={clear}
        />
      )}
    </>
  );
}

interface ResultProps {
  status: SubscribeStatus;
  org: string;
  portalTitle: string;
  supportMailbox: string | null;
  onClose: () => void;
  onTryAgain: () => void;
}

function SubscribeResult({ status, org, portalTitle, supportMailbox, onClose, onTryAgain }: ResultProps) {
  const confirmed = status === 'confirmed';
  return (
    <Modal
      opened
      onClose={onClose}
      title={confirmed ? M.confirmedTitle : M.failedTitle}
      centered
      data-testid="subscribe-result"
    >
      <Stack gap="sm">
        {status === 'confirmed' && <Text fz="sm">{M.confirmedText(org, portalTitle)}</Text>}
        {status === 'blocked' && (
          <>
            <Text fz="sm">{M.blockedText(org, portalTitle)}</Text>
            <Text fz="sm" c="dimmed">
              {M.blockedAdvice(supportMailbox)}
            </Text>
          </>
        )}
        {status === 'token_invalid' && <Text fz="sm">{M.expiredText}</Text>}
        <Group justify="flex-end" mt="sm">
          {status === 'token_invalid' ? (
            <>
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button onClick={onTryAgain}>{M.tryAgain}</Button>
            </>
          ) : (
            <Button onClick={onClose}>OK</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function UnsubscribeDialog({
  orgSlug,
  org,
  token,
  email,
  onDone,
}: {
  orgSlug: string;
  org: string;
  token: string;
  email: string;
  onDone: () => void;
}) {
  const [state, setState] = useState<'confirm' | 'submitting' | 'failed'>('confirm');
  const unsubscribe = async () => {
    setState('submitting');
    try {
      await postUnsubscribe(orgSlug, token);
      showToast(M.unsubscribed, { hideAfterMs: 6000 });
      onDone();
    } catch (error) {
      console.error({ type: 'status-page-unsubscribe-failed', email, error });
      setState('failed');
    }
  };
  if (state === 'failed') {
    return (
      <Modal
        opened
        onClose={onDone}
        title={M.unsubscribeFailedTitle}
        centered
        data-testid="unsubscribe-failed"
      >
        <Text fz="sm">{M.unsubscribeFailedText}</Text>
        <Text fz="sm" c="dimmed" mt={4}>
          {M.unsubscribeFailedAdvice}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={onDone}>OK</Button>
        </Group>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onDone} title={M.unsubscribeTitle} centered data-testid="unsubscribe-dialog">
      <Text fz="sm">{M.unsubscribeConfirm(email, org)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone} disabled={state === 'submitting'}>
          Cancel
        </Button>
        <Button color="red" onClick={() => void unsubscribe()} loading={state === 'submitting'}>
          Unsubscribe
        </Button>
      </Group>
    </Modal>
  );
}
