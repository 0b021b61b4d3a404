import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatPortalDate } from '@/lib/format';
import { useAccountsOverview } from '../api';

/** Customer accounts with their members and permission profiles. */
export function AccountsPage() {
  const overview = useAccountsOverview().data;
  const profileName = new Map(overview?.profiles.map((p) => [p.id, p.name]));
  return (
    <Stack gap="md">
      <Title order={1} fz={24}>
        Accounts
      </Title>
      {overview?.accounts.map((account) => (
        <Paper key={account.id} withBorder radius="md" p="md">
          <Group justify="space-between" mb="xs">
            <div>
              <Text fw={600}>{account.name}</Text>
              {account.domain && (
                <Text fz="xs" c="dimmed">
                  {account.domain}
                </Text>
              )}
            </div>
            <Badge variant="light">{account.permissionProfileId ? profileName.get(account.permissionProfileId) : 'No profile'}</Badge>
          </Group>
          <Table fz="sm">
            <Table.Tbody>
              {account.members.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    {m.firstName} {m.lastName}
                  </Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td c="dimmed">{m.accessExpiresAt ? `Access until ${formatPortalDate(m.accessExpiresAt)}` : 'No end date'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}
