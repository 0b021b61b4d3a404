import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import {
  INTEGRATION_PROVIDERS,
  INTEGRATION_TITLES,
  ITEM_CHOICE_LABELS,
  type IntegrationProvider,
} from '@trust/shared';
import '@mantine/core/styles/Checkbox.css';
import { useIntegrations } from '@/features/staff';
import '@mantine/core/styles/InlineInput.css';

const CHOICE_OPTIONS = Object.entries(ITEM_CHOICE_LABELS).map(([value, label]) => ({ value, label }));

/** An item's short answer ('' for none), shown next to its title. */
export function ItemChoiceField({
  itemTitle,
  value,
  onChange,
}: {
  itemTitle: string;
  value: string;
  onChange: (choice: string) => void;
}) {
  return (
    <Select
      label="Answer"
      description="A short answer to the question the title asks, shown next to it."
      placeholder="No answer"
      aria-label={`Answer for ${itemTitle}`}
      data={CHOICE_OPTIONS}
      value={value || null}
      onChange={(choice) => onChange(choice ?? '')}
      clearable
    />
  );
}

/**
 * The live integrations an item shows as evidence. Only those connected to the product can be
 * chosen; the others point to where they are connected.
 */
export function ItemIntegrationsField({
  productId,
  itemTitle,
  value,
  onChange,
}: {
  productId: string;
  itemTitle: string;
  value: IntegrationProvider[];
  onChange: (integrations: IntegrationProvider[]) => void;
}) {
  const states = useIntegrations(productId).data ?? [];
  const connected = (provider: IntegrationProvider) =>
    states.some((s) => s.provider === provider && s.connected && s.allowed);
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        Live evidence
      </Text>
      <Text fz="xs" c="dimmed">
        Show a connected integration&apos;s live data under this item.
      </Text>
      <Group gap="lg">
        {INTEGRATION_PROVIDERS.map((provider) => (
          <Checkbox
            key={provider}
            label={INTEGRATION_TITLES[provider]}
            aria-label={`Show ${INTEGRATION_TITLES[provider]} on ${itemTitle}`}
            description={connected(provider) ? undefined : 'Not connected: see Integrations'}
            disabled={!connected(provider) && !value.includes(provider)}
            checked={value.includes(provider)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...value, provider]
                  : value.filter((chosen) => chosen !== provider),
              )
            }
          />
        ))}
      </Group>
    </Stack>
  );
}
