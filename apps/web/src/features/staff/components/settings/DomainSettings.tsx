import { Badge, Button, Code, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CustomDomain } from '@trust/shared';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDomainActions } from '../../settings-api';
import { RemoveButton } from '../RemoveButton';

/** Custom domains: the DNS records to create, a check that finds them, and only then the portal there. */
export function DomainSettings({ domains }: { domains: CustomDomain[] }) {
  const actions = useDomainActions();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () =>
    actions.add.mutate(domain, {
      onSuccess: () => {
        setDomain('');
        setError(null);
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? (failure.fields?.domain ?? failure.message) : String(failure)),
    });
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Custom domain"
              placeholder="trust.your-company.com"
              value={domain}
              onChange={(event) => setDomain(event.currentTarget.value)}
              error={error}
              w={300}
            />
            <Button type="submit" mt={25} loading={actions.add.isPending}>
              Add domain
            </Button>
          </Group>
        </form>
      </Paper>
      {domains.length === 0 && (
        <Text c="dimmed">
          No custom domain yet: your trust centre is served at its address on this server.
        </Text>
      )}
      {domains.map((d) => (
        <Paper key={d.id} withBorder radius="md" p="md" data-testid="custom-domain">
          <Group justify="space-between" mb="sm">
            <Group gap="xs">
              <Text fw={600}>{d.domain}</Text>
              <Badge color={d.verified ? 'teal' : 'orange'} variant="dot">
                {d.verified ? 'Verified: serving your portal' : 'Waiting for DNS'}
              </Badge>
            </Group>
            <RemoveButton
              label={`Remove ${d.domain}`}
              onClick={() => actions.remove.mutate(d.id, { onError: toast.failure })}
            />
          </Group>
          <Text fz="sm" mb="xs">
            Create these records at your DNS provider:
          </Text>
          <Table.ScrollContainer minWidth={520}>
            <Table withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Value</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>TXT</Table.Td>
                  <Table.Td>
                    <Code>{d.txtName}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code>{d.txtValue}</Code>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>CNAME</Table.Td>
                  <Table.Td>
                    <Code>{d.domain}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code>{d.cnameTarget}</Code>
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {!d.verified && (
            <Button
              mt="sm"
              variant="light"
              loading={actions.verify.isPending && actions.verify.variables === d.id}
              onClick={() =>
                actions.verify.mutate(d.id, {
                  onSuccess: () => toast.success(`${d.domain} is verified`),
                  onError: toast.failure,
                })
              }
            >
              Verify
            </Button>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
