import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { partnerInputSchema, type OrganisationSettings } from '@trust/shared';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { usePartnerActions, usePartners } from '../../partners-api';
import { RemoveButton } from '../RemoveButton';

/**
 * TPRM tools (third-party risk management) members may hand the trust data to: each gets a
 * one-time token the tool redeems. Offered on the portal only when the plan includes TPRM.
 */
export function PartnerSettings({ settings }: { settings: OrganisationSettings }) {
  const partners = usePartners();
  const actions = usePartnerActions();
  const [name, setName] = useState('');
  const [domain, setDomain] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = () => {
    const parsed = partnerInputSchema.safeParse({ name, domain });
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    actions.add.mutate(parsed.data, {
      onSuccess: (partner) => {
        setName('');
        setDomain('');
        setErrors({});
        toast.success(`${partner.name} added`);
      },
      onError: (failure) =>
        failure instanceof ApiError && failure.fields ? setErrors(failure.fields) : toast.failure(failure),
    });
  };
  const list = partners.data ?? [];

  return (
    <Stack gap="md">
      {!settings.features.allowPartnerImport && (
        <Alert color="yellow" title="Not in your plan">
          Members are offered TPRM tools once the plan includes them (Enterprise). You can prepare the list
          now.
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Tool"
              placeholder="Vendor Risk Cloud"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.name}
              w={240}
            />
            <TextInput
              label="Domain"
              placeholder="vendorrisk.example"
              value={domain}
              onChange={(event) => setDomain(event.currentTarget.value)}
              error={errors.domain}
              w={240}
            />
            <Button type="submit" mt={25} loading={actions.add.isPending}>
              Add tool
            </Button>
          </Group>
        </form>
      </Paper>
      {list.length === 0 ? (
        <Text c="dimmed">No TPRM tools yet.</Text>
      ) : (
        <Table data-testid="partners-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tool</Table.Th>
              <Table.Th>Domain</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((partner) => (
              <Table.Tr key={partner.id}>
                <Table.Td>{partner.name}</Table.Td>
                <Table.Td>{partner.domain}</Table.Td>
                <Table.Td ta="right">
                  <RemoveButton
                    label={`Remove ${partner.name}`}
                    onClick={() =>
                      actions.remove.mutate(partner.id, {
                        onSuccess: () =>
                          toast.success(`${partner.name} removed; its unused tokens stop working`),
                        onError: toast.failure,
                      })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
