import { Anchor, Center, Group, Loader, Modal, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import type { PortalView } from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import type { AccessModalState, AccessTab } from '../context';
import { forgetPendingRequest, useWaitingRequest } from '../pending-request';
import { Feedback, type FeedbackKind } from './Feedback';
import { LoginForm } from './LoginForm';
import { RequestForm } from './RequestForm';
import '@/app/floating-styles';

interface AccessModalProps {
  view: PortalView;
  productId: string;
  initial: AccessModalState;
  visitorId?: () => string | undefined;
  onClose: () => void;
}

/** The access modal: a login request tab and a request access tab, then a feedback screen. */
export default function AccessModal({ view, productId, initial, visitorId, onClose }: AccessModalProps) {
  const small = useMediaQuery('(max-width: 48em)');
  const [tab, setTab] = useState<AccessTab>(initial.tab);
  const [email, setEmail] = useState(initial.email ?? '');
  const [feedback, setFeedback] = useState<{ kind: FeedbackKind; email: string } | null>(null);
  const org = view.organisation.slug;
  // A request this browser sent that still waits: shown as waiting instead of the form again.
  const [askAnew, setAskAnew] = useState(Boolean(initial.inviteToken));
  const waiting = useWaitingRequest(org, tab === 'request' && !askAnew);
  const waitingEmail = tab === 'request' && !askAnew ? waiting.data : null;
  const portalTitle = view.sharedInfo.customization.portalTitle;
  const go = (next: AccessTab, withEmail?: string) => {
    if (withEmail !== undefined) setEmail(withEmail);
    setFeedback(null);
    setTab(next);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      fullScreen={small}
      withCloseButton={false}
      padding="xl"
      data-testid="access-modal"
    >
      <Group justify="space-between" mb="lg">
        <Anchor component="button" type="button" onClick={onClose} fz="sm" c="dimmed">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            Back to {portalTitle}
          </Group>
        </Anchor>
      </Group>
      {tab === 'request' && !askAnew && waiting.isPending ? (
        <Center mih={200}>
          <Loader aria-label="Loading" />
        </Center>
      ) : !feedback && waitingEmail ? (
        <Feedback
          kind="pending"
          email={waitingEmail}
          view={view}
          onChangeEmail={() => {
            forgetPendingRequest(org);
            setAskAnew(true);
            setEmail('');
          }}
          onClose={onClose}
        />
      ) : feedback ? (
        <Feedback
          kind={feedback.kind}
          email={feedback.email}
          view={view}
          onChangeEmail={() => go('login', feedback.email)}
          onClose={onClose}
        />
      ) : tab === 'login' ? (
        <>
          <Title order={2} fz="xl">
            Access the {view.organisation.name} {portalTitle}
          </Title>
          <Text c="dimmed" fz="sm" mt={4} mb="lg">
            Enter your work email. If you already have access, we will email you a sign-in link.
          </Text>
          <LoginForm
            orgSlug={view.organisation.slug}
            productId={productId}
            email={email}
            notice={initial.notice}
            onLinkSent={(sentTo) => setFeedback({ kind: 'linkSent', email: sentTo })}
            onFeedback={(kind, sentTo) => setFeedback({ kind, email: sentTo })}
            onRequestAccess={(withEmail) => go('request', withEmail)}
          />
        </>
      ) : (
        <>
          <Title order={2} fz="xl">
            Request access
          </Title>
          <Text c="dimmed" fz="sm" mt={4} mb="lg">
            Tell us who you are; {view.organisation.name} reviews each request.
          </Text>
          <RequestForm
            view={view}
            productId={productId}
            email={email}
            hidden={{
              itemUid: initial.itemUid,
              itemKind: initial.itemKind,
              source: initial.source,
              invitedColleagueToken: initial.inviteToken,
            }}
            visitorId={visitorId}
            onBack={(withEmail) => go('login', withEmail)}
            onFeedback={(kind, sentTo) => setFeedback({ kind, email: sentTo })}
          />
        </>
      )}
    </Modal>
  );
}
