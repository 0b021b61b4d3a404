import {
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  SECURITY_TXT_MESSAGES,
  securityTxt,
  securityTxtContacts,
  securityTxtSchema,
  VERIFY_MESSAGES,
  type OrganisationSettings,
  type SecurityTxt,
} from '@trust/shared';
import { ApiError } from '@/lib/api';
import { useDateFormat } from '@/lib/date-locale';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useRotateSigningKey, useSaveSettings, useSigningKeys } from '../../settings-api';
import { SaveBar } from './SaveBar';
import { SwitchField } from './SwitchField';

/** Signed manifests and their keys, and the security.txt published on the custom domains. */
export function VerificationSettings({ settings }: { settings: OrganisationSettings }) {
  return (
    <Stack gap="md">
      <SigningKeysPanel />
      <SecurityTxtForm settings={settings} />
    </Stack>
  );
}

function SigningKeysPanel() {
  const keys = useSigningKeys();
  const rotate = useRotateSigningKey();
  const date = useDateFormat();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await rotate.mutateAsync();
      setConfirming(false);
      toast.success(VERIFY_MESSAGES.rotated);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not rotate the key. Try again.');
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Signed document manifest
        </Title>
        <Text fz="sm" c="dimmed">
          Every version of a document the portal publishes is listed with its SHA-256 in a manifest signed
          with your organisation&apos;s Ed25519 key. Buyers check a file on the portal&apos;s Verify page, or
          with openssl alone.
        </Text>
        {keys.data && (
          <>
            <Group gap="lg">
              <Anchor href={keys.data.manifestUrl} target="_blank" fz="sm">
                {VERIFY_MESSAGES.manifestLink}
              </Anchor>
              <Anchor href={keys.data.keysUrl} target="_blank" fz="sm">
                {VERIFY_MESSAGES.keysLink}
              </Anchor>
              <Anchor href={keys.data.postureUrl} target="_blank" fz="sm">
                trust.json
              </Anchor>
            </Group>
            <Table.ScrollContainer minWidth={340}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Key id</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {keys.data.keys.map((key) => (
                    <Table.Tr key={key.kid}>
                      <Table.Td>
                        <Code title={key.kid}>{key.kid.slice(0, 12)}…</Code>
                      </Table.Td>
                      <Table.Td>{date(key.createdAt)}</Table.Td>
                      <Table.Td>
                        {key.retiredAt ? (
                          <Badge color="gray" variant="light" title={`Retired ${date(key.retiredAt)}`}>
                            Retired
                          </Badge>
                        ) : (
                          <Badge color="green" variant="light">
                            Active
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        <Group>
          <Button variant="default" onClick={() => setConfirming(true)}>
            Rotate signing key
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Rotate the signing key?">
        <Stack gap="md">
          <Text fz="sm">{VERIFY_MESSAGES.rotateConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} loading={rotate.isPending}>
              Rotate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

const FIELDS: { name: Exclude<keyof SecurityTxt, 'enabled'>; label: string; placeholder: string }[] = [
  { name: 'contact', label: 'Another contact (optional)', placeholder: 'https:// or mailto:' },
  { name: 'encryption', label: 'Encryption key (optional)', placeholder: 'https://…/pgp-key.txt' },
  { name: 'policy', label: 'Disclosure policy (optional)', placeholder: 'https://' },
  { name: 'acknowledgments', label: 'Acknowledgments (optional)', placeholder: 'https://' },
  { name: 'hiring', label: 'Security jobs (optional)', placeholder: 'https://' },
  { name: 'preferredLanguages', label: 'Preferred languages (optional)', placeholder: 'en, de' },
];

function SecurityTxtForm({ settings }: { settings: OrganisationSettings }) {
  const save = useSaveSettings('security-txt');
  const saved = settings.securityTxt;
  const form = useForm<SecurityTxt>({
    values: Object.fromEntries(
      Object.entries(saved).map(([key, value]) => [key, value ?? '']),
    ) as unknown as SecurityTxt,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (await submitWith(form, securityTxtSchema, values, (body) => save.mutateAsync(body)))
      toast.success('security.txt saved');
  });
  const domain = settings.domains.find((d) => d.verified)?.domain ?? null;
  const preview = securityTxtSchema.safeParse(form.watch());
  const contacts = preview.success ? securityTxtContacts(preview.data, settings.brand.securityMailbox) : [];
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            security.txt
          </Title>
          <Text fz="sm" c="dimmed">
            Published at /.well-known/security.txt on your custom domains (RFC 9116), so researchers know how
            to report a vulnerability. The security mailbox from Brand comes first.
          </Text>
          <SwitchField control={form.control} name="enabled" label="Publish security.txt" />
          {FIELDS.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              placeholder={field.placeholder}
              {...form.register(field.name)}
              error={errors[field.name]?.message}
            />
          ))}
          <Text fz="sm" fw={500}>
            Preview
          </Text>
          {!domain ? (
            <Text fz="sm" c="dimmed">
              Add and verify a custom domain to publish security.txt.
            </Text>
          ) : preview.success && preview.data.enabled && contacts.length > 0 ? (
            <Code
              block
              data-testid="security-txt-preview"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {securityTxt(
                { ...preview.data, contacts },
                { canonical: `https://${domain}/.well-known/security.txt`, now: new Date() },
              )}
            </Code>
          ) : (
            <Text fz="sm" c="dimmed">
              {preview.success && !preview.data.enabled
                ? 'Not published.'
                : SECURITY_TXT_MESSAGES.contactRequired}
            </Text>
          )}
          <SaveBar error={errors.root?.message} saving={isSubmitting} dirty={isDirty} />
        </Stack>
      </form>
    </Paper>
  );
}
