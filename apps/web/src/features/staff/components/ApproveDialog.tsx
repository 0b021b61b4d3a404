import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AccessRequestSummary } from '@trust/shared';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAccountsOverview, useDecision } from '../api';
import '@/app/floating-styles';

const NEW_ACCOUNT = '__new__';

/** Approve into an existing account or a new one, with a permission profile and an optional end date. */
export function ApproveDialog({ request, onClose }: { request: AccessRequestSummary; onClose: () => void }) {
  const overview = useAccountsOverview().data;
  const { approve } = useDecision();
  const [account, setAccount] = useState<string>(request.suggestedAccountId ?? NEW_ACCOUNT);
  const [newName, setNewName] = useState(request.companyName);
  const [profile, setProfile] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosenAccount = overview?.accounts.find((a) => a.id === account);
  const profileId =
    profile ?? chosenAccount?.permissionProfileId ?? overview?.profiles.find((p) => p.isDefault)?.id ?? null;

  const submit = async () => {
    if (!profileId) return setError('Choose a permission profile.');
    setError(null);
    try {
      await approve.mutateAsync({
        id: request.id,
        body: {
          ...(account === NEW_ACCOUNT ? { newAccountName: newName } : { accountId: account }),
          permissionProfileId: profileId,
          ...(expiresAt ? { expiresAt } : {}),
        },
      });
      toast.success(`Access approved for ${request.email}`);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Unfortunately, an unknown error has occurred.');
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Approve ${request.firstName} ${request.lastName}`} size="md">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {request.email} will get an email with a sign-in link.
        </Text>
        <Select
          label="Account"
          data={[
            { value: NEW_ACCOUNT, label: 'New account' },
            ...(overview?.accounts ?? []).map((a) => ({
              value: a.id,
              label: a.domain ? `${a.name} (${a.domain})` : a.name,
            })),
          ]}
          value={account}
          onChange={(v) => setAccount(v ?? NEW_ACCOUNT)}
          allowDeselect={false}
        />
        {account === NEW_ACCOUNT && (
          <TextInput
            label="New account name"
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
          />
        )}
        <Select
          label="Permission profile"
          data={(overview?.profiles ?? []).map((p) => ({
            value: p.id,
            label: `${p.name} (${p.itemCount} items)`,
          }))}
          value={profileId}
          onChange={setProfile}
          allowDeselect={false}
        />
        <TextInput
          label="Access ends on (optional)"
          type="date"
          value={expiresAt}
          onChange={(e) => setExpiresAt(e.currentTarget.value)}
        />
        {error && (
          <Text c="red" fz="sm">
            {error}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {/* Until the accounts and profiles arrive there is no default profile to approve with. */}
          <Button onClick={submit} loading={approve.isPending} disabled={!overview}>
            Approve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
