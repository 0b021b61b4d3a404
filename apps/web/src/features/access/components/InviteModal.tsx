import {
  Button,
  CloseButton,
  Group,
  Modal,
  Pill,
  PillsInput,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import {
  emailSchema,
  INVITE_MAX_EMAILS,
  INVITE_MESSAGES,
  type MemberMe,
  type PortalView,
} from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { apiPost } from '@/lib/api';
import { reportError } from '@/lib/report-error';

/** Keys that turn what was typed into a chip (visitor spec section 5). */
const CONFIRM_KEYS = new Set(['Enter', ' ', 'Tab', ',']);

export default function InviteModal({
  view,
  member,
  onClose,
}: {
  view: PortalView;
  member: MemberMe;
  onClose: () => void;
}) {
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'form' | 'sending' | 'sent' | 'failed'>('form');

  /** Validates on change: the chip being typed, then the list. */
  const check = (value: string, list: string[]): string | null => {
    const candidate = value.trim().toLowerCase();
    if (candidate && !emailSchema.safeParse(candidate).success) return INVITE_MESSAGES.invalid(value.trim());
    if (candidate && list.includes(candidate)) return INVITE_MESSAGES.duplicate(value.trim());
    if (!candidate && list.length === 0) return INVITE_MESSAGES.required;
    return null;
  };
  const confirmDraft = () => {
    const problem = check(draft, emails);
    if (problem || !draft.trim()) return setError(problem);
    const next = [...emails, draft.trim().toLowerCase()].slice(0, INVITE_MAX_EMAILS);
    setEmails(next);
    setDraft('');
    setError(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (CONFIRM_KEYS.has(event.key) && draft.trim()) {
      event.preventDefault();
      confirmDraft();
    } else if (event.key === 'Backspace' && !draft && emails.length) {
      setEmails(emails.slice(0, -1));
    }
  };
  const valid = emails.length > 0 && !check(draft, emails) && !draft.trim();
  const send = async () => {
    setState('sending');
    try {
      const trimmed = message.trim();
      await apiPost(`/api/statuspage/share/${member.accountId}/external/invite-colleague`, {
        emails,
        ...(trimmed ? { message: trimmed } : {}),
      });
      setState('sent');
    } catch (e) {
      reportError('Inviting colleagues failed', e);
      setState('failed');
    }
  };
  const reset = () => {
    setEmails([]);
    setDraft('');
    setMessage('');
    setError(null);
    setState('form');
  };

  return (
    <>
      <Modal
        opened={state !== 'failed'}
        onClose={onClose}
        title={
          state === 'sent' ? undefined : (
            <Title order={2} fz="lg">
              Invite colleagues
            </Title>
          )
        }
        size="md"
        data-testid="invite-modal"
      >
        {state === 'sent' ? (
          <Stack align="center" ta="center" gap="sm" py="md">
            <ThemeIcon size={56} radius="xl" variant="light" color="teal">
              <IconMailForward />
            </ThemeIcon>
            <Title order={2} fz="xl">
              Invitations sent
            </Title>
            <Text c="dimmed">
              Your colleagues will get an email to join {member.accountName}'s review of{' '}
              {view.organisation.name}.
            </Text>
            <Group mt="sm">
              <Button variant="default" onClick={reset}>
                Invite a different colleague
              </Button>
              <Button onClick={onClose}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              They will join {member.accountName} and see what your account can see.
            </Text>
            <PillsInput
              label="Work emails"
              description="Press Enter, Space, Tab or comma after each address"
              error={error}
            >
              <Pill.Group>
                {emails.map((email) => (
                  <Pill
                    key={email}
                    withRemoveButton
                    onRemove={() => setEmails(emails.filter((e) => e !== email))}
                  >
                    {email}
                  </Pill>
                ))}
                <PillsInput.Field
                  value={draft}
                  placeholder={emails.length ? '' : 'colleague@company.com'}
                  aria-label="Colleague's email"
                  onChange={(e) => {
                    setDraft(e.currentTarget.value);
                    setError(check(e.currentTarget.value, emails));
                  }}
                  onKeyDown={onKeyDown}
                  onBlur={() => draft.trim() && confirmDraft()}
                />
              </Pill.Group>
            </PillsInput>
            <Textarea
              label="Message (optional)"
              autosize
              minRows={2}
              maxRows={6}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              maxLength={1000}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={send} disabled={!valid || state === 'sending'} loading={state === 'sending'}>
                Send
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal
        opened={state === 'failed'}
        onClose={() => setState('form')}
        withCloseButton={false}
        centered
        size="sm"
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <Title order={2} fz="lg">
              {INVITE_MESSAGES.failureTitle}
            </Title>
            <CloseButton onClick={() => setState('form')} aria-label="Close" />
          </Group>
          <Text fz="sm">{INVITE_MESSAGES.failureText}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setState('form')}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
