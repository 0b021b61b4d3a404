import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBan, IconClockHour4, IconHourglassEmpty, IconMailCheck, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { EXTEND_ACCESS_MESSAGES, type PortalView } from '@trust/shared';
import { postExtendAccess } from '../api';

export type FeedbackKind = 'sent' | 'autoApproved' | 'linkSent' | 'pending' | 'declined' | 'expired';

interface FeedbackProps {
  kind: FeedbackKind;
  email: string;
  view: PortalView;
  onChangeEmail: () => void;
  onClose: () => void;
}

/** What happened to a request or sign-in: the dialogs of visitor spec section 2 and 4. */
export function Feedback({ kind, email, view, onChangeEmail, onClose }: FeedbackProps) {
  const { customization } = view.sharedInfo;
  const contact = customization.supportMailbox;
  const screens: Record<FeedbackKind, { icon: ReactNode; color: string; title: string; text: ReactNode }> = {
    sent: {
      icon: <IconSend />,
      color: 'brand',
      title: 'Request sent',
      text: (
        <>
          Thank you. We sent a confirmation to <b>{email}</b>. {view.organisation.name} will review your
          request and write to you once it is decided.
        </>
      ),
    },
    autoApproved: {
      icon: <IconMailCheck />,
      color: 'teal',
      title: 'Check your email',
      text: (
        <>
          You have access. We sent a sign-in link to <b>{email}</b>.
        </>
      ),
    },
    linkSent: {
      icon: <IconMailCheck />,
      color: 'teal',
      title: 'Check your email',
      text: (
        <>
          We sent a sign-in link to <b>{email}</b>. It works once and expires in 15 minutes.
        </>
      ),
    },
    pending: {
      icon: <IconHourglassEmpty />,
      color: 'yellow',
      title: 'Request pending',
      text: (
        <>
          Your request for <b>{email}</b> is waiting for review. You will get an email once it is decided.
        </>
      ),
    },
    declined: {
      icon: <IconBan />,
      color: 'red',
      title: 'Request declined',
      text: (
        <>
          The request for <b>{email}</b> was declined.
          {contact && (
            <>
              {' '}
              If you believe this is a mistake, contact <Anchor href={`mailto:${contact}`}>{contact}</Anchor>.
            </>
          )}
        </>
      ),
    },
    expired: {
      icon: <IconClockHour4 />,
      color: 'orange',
      title: 'Access expired',
      text: (
        <>
          The access of <b>{email}</b> to the {customization.portalTitle} has expired.
          {contact && (
            <>
              {' '}
              To renew it, contact <Anchor href={`mailto:${contact}`}>{contact}</Anchor>.
            </>
          )}
        </>
      ),
    },
  };
  const [shownKind, setKind] = useState(kind);
  const [extension, setExtension] = useState<{ pending: boolean; message: string | null }>({
    pending: false,
    message: null,
  });
  const askForExtension = async () => {
    setExtension({ pending: true, message: null });
    const result = await postExtendAccess(view.organisation.slug, email).catch(() => 'error' as const);
    if (result === 'success') return setKind('sent');
    setExtension({ pending: false, message: EXTEND_ACCESS_MESSAGES[result] });
  };
  const screen = screens[shownKind];
  return (
    <Stack align="center" ta="center" gap="sm" py="md" data-testid={`access-feedback-${shownKind}`}>
      <ThemeIcon size={56} radius="xl" variant="light" color={screen.color}>
        {screen.icon}
      </ThemeIcon>
      <Title order={2} fz="xl">
        {screen.title}
      </Title>
      <Text c="dimmed" maw={420}>
        {screen.text}
      </Text>
      {shownKind === 'expired' && (
        <Button variant="light" onClick={askForExtension} loading={extension.pending}>
          Ask for an extension
        </Button>
      )}
      {extension.message && (
        <Text c="red" fz="sm" role="alert">
          {extension.message}
        </Text>
      )}
      {shownKind === 'pending' && (
        <Anchor component="button" type="button" onClick={onChangeEmail} fz="sm">
          Change email address
        </Anchor>
      )}
      <Button mt="md" onClick={onClose}>
        Back to {customization.portalTitle}
      </Button>
    </Stack>
  );
}
