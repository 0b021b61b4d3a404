import {
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { RemoveButton } from './RemoveButton';
import type { AccountsOverview } from '@trust/shared';
import { ApiError } from '@/lib/api';
import { useAccountsOverview, useAdmin, useStaffMe } from '../api';
import '@/app/floating-styles';
import { useDateFormat } from '@/lib/date-locale';

type Account = AccountsOverview['accounts'][number];

/** Customer accounts: their permission profile, their members, and a preview of what they see. */
export function AccountsPage() {
  const overview = useAccountsOverview().data;
  const slug = useStaffMe().data?.organisations[0]?.slug;
  const admin = useAdmin();
  const [creating, setCreating] = useState(false);
  const profileOptions = (overview?.profiles ?? []).map((p) => ({
    value: p.id,
    label: p.isDefault ? `${p.name} (default)` : p.name,
  }));
  return (
    <Stack gap="md" data-testid="accounts-page">
      <Group justify="space-between">
        <Title order={1} fz={24}>
          Accounts
        </Title>
        <Button onClick={() => setCreating(true)}>New account</Button>
      </Group>
      {overview?.accounts.map((account) => (
        <AccountCard
          key={account.id}
          account={account}
          profileOptions={profileOptions}
          previewHref={slug ? `/${slug}?accountId=${account.id}` : null}
          onProfile={(permissionProfileId) =>
            admin.updateAccount.mutate({ id: account.id, body: { permissionProfileId } })
          }
        />
      ))}
      {creating && <NewAccountDialog profileOptions={profileOptions} onClose={() => setCreating(false)} />}
    </Stack>
  );
}

function AccountCard({
  account,
  profileOptions,
  previewHref,
  onProfile,
}: {
  account: Account;
  profileOptions: { value: string; label: string }[];
  previewHref: string | null;
  onProfile: (id: string | null) => void;
}) {
  const formatDate = useDateFormat();
  const admin = useAdmin();
  const [member, setMember] = useState({ email: '', firstName: '', lastName: '', accessExpiresAt: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = async () => {
    try {
      await admin.addMember.mutateAsync({
        accountId: account.id,
        body: { ...member, accessExpiresAt: member.accessExpiresAt || null },
      });
      setMember({ email: '', firstName: '', lastName: '', accessExpiresAt: '' });
      setErrors({});
    } catch (e) {
      setErrors(
        e instanceof ApiError
          ? (e.fields ?? { email: e.message })
          : { email: 'Unfortunately, an unknown error has occurred.' },
      );
    }
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid={`account-${account.name}`}>
      <Group justify="space-between" mb="sm" align="flex-start">
        <div>
          <Text fw={600}>{account.name}</Text>
          {account.domain && (
            <Text fz="xs" c="dimmed">
              {account.domain}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Select
            size="xs"
            w={220}
            aria-label="Permission profile"
            placeholder="No profile"
            data={profileOptions}
            value={account.permissionProfileId}
            onChange={onProfile}
          />
          {previewHref && (
            <Tooltip label="See the trust centre as this account does">
              <Button
                component="a"
                href={previewHref}
                size="xs"
                variant="light"
                leftSection={<IconEye size={14} />}
              >
                Preview
              </Button>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Table fz="sm">
        <Table.Tbody>
          {account.members.map((m) => {
            const ends = m.accessExpiresAt ? `Access until ${formatDate(m.accessExpiresAt)}` : 'No end date';
            return (
              <Table.Tr key={m.id}>
                <Table.Td>
                  {m.firstName} {m.lastName}
                  {/* On a phone the row is one cell: the email and end date stack under the name. */}
                  <Text hiddenFrom="sm" size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {m.email}
                  </Text>
                  <Text hiddenFrom="sm" size="xs" c="dimmed">
                    {ends}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{m.email}</Table.Td>
                <Table.Td visibleFrom="sm" c="dimmed">
                  {ends}
                </Table.Td>
                <Table.Td w={40}>
                  <RemoveButton
                    label={`Remove ${m.email}`}
                    onClick={() => admin.removeMember.mutate({ accountId: account.id, memberId: m.id })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="xs" mt="sm">
        <TextInput
          size="xs"
          label="Member email"
          value={member.email}
          onChange={(e) => setMember({ ...member, email: e.currentTarget.value })}
          error={errors.email}
        />
        <TextInput
          size="xs"
          label="First name"
          value={member.firstName}
          onChange={(e) => setMember({ ...member, firstName: e.currentTarget.value })}
          error={errors.firstName}
        />
        <TextInput
          size="xs"
          label="Last name"
          value={member.lastName}
          onChange={(e) => setMember({ ...member, lastName: e.currentTarget.value })}
          error={errors.lastName}
        />
        <TextInput
          size="xs"
          type="date"
          label="Access ends on"
          value={member.accessExpiresAt}
          onChange={(e) => setMember({ ...member, accessExpiresAt: e.currentTarget.value })}
        />
        <Button
          size="xs"
          variant="default"
          onClick={add}
          loading={admin.addMember.isPending}
          style={{ alignSelf: 'end' }}
        >
          Add member
        </Button>
      </SimpleGrid>
    </Paper>
  );
}

function NewAccountDialog({
  profileOptions,
  onClose,
}: {
  profileOptions: { value: string; label: string }[];
  onClose: () => void;
}) {
  const admin = useAdmin();
  const [name, setName] = useState('');
  const [domain, setDomain] = useState('');
  const [profile, setProfile] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    try {
      await admin.createAccount.mutateAsync({
        name,
        ...(domain ? { domain } : {}),
        permissionProfileId: profile,
      });
      onClose();
    } catch (e) {
      setErrors(
        e instanceof ApiError
          ? (e.fields ?? { name: e.message })
          : { name: 'Unfortunately, an unknown error has occurred.' },
      );
    }
  };
  return (
    <Modal opened onClose={onClose} title="New account">
      <Stack gap="sm">
        <TextInput
          label="Company name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          label="Email domain (optional)"
          placeholder="example.com"
          value={domain}
          onChange={(e) => setDomain(e.currentTarget.value)}
          error={errors.domain}
        />
        <Select
          label="Permission profile"
          data={profileOptions}
          value={profile}
          onChange={setProfile}
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={admin.createAccount.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
