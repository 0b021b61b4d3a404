import { Badge, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { OrganisationSettings } from '@trust/shared';

const FEATURE_LABELS: Record<string, string> = {
  allowSectionCustomization: 'Re-order sections',
  allowReplaceCardIcons: 'Replace card icons',
  allowItemTitleRenaming: 'Rename items',
  allowCardTitleRenaming: 'Rename cards',
  allowRestrictedFileSwitch: "'Hide unless access granted' for files",
  allowBridgeLetter: 'Bridge letters',
  allowPartnerImport: 'Send data to TPRM tools',
  hideBuiltOnBadge: "Hide the 'Built on' badge",
  trustCenterAi: 'Trust Center AI (Ask AI for account members)',
};

/** The plan and what it unlocks; the operator of this server changes it. */
export function PlanPanel({ settings }: { settings: OrganisationSettings }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={600}>Plan</Text>
          <Badge variant="light" tt="capitalize">
            {settings.plan}
          </Badge>
        </Group>
        <Table>
          <Table.Tbody>
            {Object.entries(settings.features).map(([feature, on]) => (
              <Table.Tr key={feature}>
                <Table.Td>{FEATURE_LABELS[feature] ?? feature}</Table.Td>
                <Table.Td ta="right">
                  <Badge color={on ? 'teal' : 'gray'} variant="dot">
                    {on ? 'Included' : 'Not included'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fz="sm" c="dimmed">
          The operator of this server changes plans with{' '}
          <Code>npm run org:plan -- --slug {settings.slug} --plan growth</Code>.
        </Text>
      </Stack>
    </Paper>
  );
}
