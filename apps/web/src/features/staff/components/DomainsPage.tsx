import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { RemoveButton } from './RemoveButton';
import { ApiError } from '@/lib/api';
import { useAccountsOverview, useAdmin, useDomainRules } from '../api';
import '@/app/floating-styles';

/** Approved domains join their account automatically; blocked domains are declined. */
export function DomainsPage() {
  const rules = useDomainRules().data ?? [];
  const accounts = useAccountsOverview().data?.accounts ?? [];
  const admin = useAdmin();
  const [domain, setDomain] = useState('');
  const [kind, setKind] = useState<'approved' | 'blocked'>('approved');
  const [account, setAccount] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accountName = new Map(accounts.map((a) => [a.id, a.name]));
  const add = async () => {
    try {
      await admin.addDomain.mutateAsync({ domain, kind, accountId: kind === 'approved' ? account : null });
      setDomain('');
      setError(null);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? (e.fields?.domain ?? e.message)
          : 'Unfortunately, an unknown error has occurred.',
      );
    }
  };
  return (
    <Stack gap="md" data-testid="domains-page">
      <Title order={1} fz={24}>
        Email domains
      </Title>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-start" gap="sm">
          <TextInput
            placeholder="example.com"
            aria-label="Domain"
            value={domain}
            onChange={(e) => setDomain(e.currentTarget.value)}
            error={error}
            w={220}
          />
          <SegmentedControl
            value={kind}
            onChange={(v) => setKind(v as 'approved' | 'blocked')}
            data={[
              { value: 'approved', label: 'Approve' },
              { value: 'blocked', label: 'Block' },
            ]}
          />
          {kind === 'approved' && (
            <Select
              placeholder="New account per company"
              aria-label="Account to join"
              data={accounts.map((a) => ({ value: a.id, label: a.name }))}
              value={account}
              onChange={setAccount}
              clearable
              w={240}
            />
          )}
          <Button onClick={add} loading={admin.addDomain.isPending}>
            Add
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm">
          <Table.Tbody>
            {rules.map((rule) => (
              <Table.Tr key={rule.id}>
                <Table.Td fw={500}>{rule.domain}</Table.Td>
                <Table.Td>
                  <Badge color={rule.kind === 'approved' ? 'teal' : 'red'} variant="light">
                    {rule.kind === 'approved' ? 'Approved' : 'Blocked'}
                  </Badge>
                </Table.Td>
                <Table.Td c="dimmed" fz="sm">
                  {rule.kind === 'approved'
                    ? rule.accountId
                      ? `Joins ${accountName.get(rule.accountId) ?? 'an account'}`
                      : 'Creates an account on first request'
                    : 'Requests are declined'}
                </Table.Td>
                <Table.Td w={40}>
                  <RemoveButton
                    label={`Remove ${rule.domain}`}
                    onClick={() => admin.removeDomain.mutate(rule.id)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rules.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No domain rules yet.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
