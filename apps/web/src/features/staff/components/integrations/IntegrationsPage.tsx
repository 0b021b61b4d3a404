import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconBug, IconActivityHeartbeat } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  HACKERONE_HOST,
  INTEGRATION_TITLES,
  INTEGRATION_MESSAGES as M,
  INTEGRATIONS_PLAN,
  type IntegrationProvider,
  type IntegrationState,
} from '@trust/shared';
import { ApiError } from '@/lib/api';
import { formatAge } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useProducts, useStaffMe } from '../../api';
import { useIntegrationCalls, useIntegrations } from '../../integrations-api';

const PROVIDERS: Record<
  IntegrationProvider,
  { title: string; icon: ReactNode; what: string; label: string; placeholder: string }
> = {
  hackerone: {
    title: INTEGRATION_TITLES.hackerone,
    icon: <IconBug size={20} />,
    what: "Your bug bounty programme's statistics (reports resolved, response times, average bounty) on the Application Security card.",
    label: 'Program link',
    placeholder: `${HACKERONE_HOST}/acme`,
  },
  statuspage: {
    title: INTEGRATION_TITLES.statuspage,
    icon: <IconActivityHeartbeat size={20} />,
    what: "Your status page's current indicator on the Infrastructure card.",
    label: 'Status page link',
    placeholder: 'https://status.acme.com',
  },
};

function IntegrationCard({ productId, state }: { productId: string; state: IntegrationState }) {
  const setup = PROVIDERS[state.provider];
  const calls = useIntegrationCalls(productId);
  const [link, setLink] = useState(state.link ?? '');
  const [showInCard, setShowInCard] = useState(state.showInCard);
  const [error, setError] = useState<string | null>(null);
  const connect = (next = { link, showInCard }) => {
    setError(null);
    calls.connect.mutate(
      { provider: state.provider, ...next },
      {
        onSuccess: () => toast.success(`${setup.title} connected`),
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? (Object.values(failure.fields ?? {})[0] ?? failure.message)
              : 'Something went wrong. Please try again.',
          ),
      },
    );
  };
  const connecting = calls.connect.isPending;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={setup.title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            {setup.icon}
            <Title order={2} fz="lg">
              {setup.title}
            </Title>
          </Group>
          <Badge color={state.connected ? 'teal' : 'gray'} variant="light">
            {connecting ? 'Connecting' : state.connected ? 'Connected' : 'Not connected'}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {setup.what}
        </Text>
        <TextInput
          label={setup.label}
          placeholder={setup.placeholder}
          value={link}
          error={error}
          disabled={!state.allowed}
          onChange={(e) => setLink(e.currentTarget.value)}
        />
        {state.provider === 'statuspage' && (
          <Switch
            label="Show the status on the card"
            checked={showInCard}
            disabled={!state.allowed}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setShowInCard(checked);
              if (state.connected) connect({ link, showInCard: checked });
            }}
          />
        )}
        {state.connected && (
          <Text fz="xs" c="dimmed">
            {state.fetchedAt ? `Live data last read ${formatAge(state.fetchedAt)}` : 'Not read yet'}
          </Text>
        )}
        {state.lastError && (
          <Alert color="yellow" icon={<IconAlertTriangle size={16} />} p="xs">
            <Text fz="sm">{state.lastError}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          {state.connected && (
            <Button
              variant="default"
              loading={calls.disconnect.isPending}
              onClick={() =>
                calls.disconnect.mutate(state.provider, {
                  onSuccess: () => toast.success(`${setup.title} disconnected`),
                })
              }
            >
              Disconnect
            </Button>
          )}
          <Tooltip label={M.upgrade(INTEGRATIONS_PLAN)} disabled={state.allowed}>
            <Button
              onClick={() => connect()}
              loading={connecting}
              disabled={!state.allowed || !link.trim()}
              data-disabled={!state.allowed || undefined}
            >
              {state.connected ? 'Update' : 'Connect'}
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Live data from HackerOne and Statuspage per product: connect, see its age and failures, disconnect. */
export function IntegrationsPage() {
  const org = useStaffMe().data?.organisations[0];
  const products = useProducts(org?.slug).data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const productId = chosen ?? products[0]?.productId;
  const states = useIntegrations(productId);
  return (
    <Stack gap="md" data-testid="integrations-page">
      <div>
        <Title order={1} fz={24}>
          Integrations
        </Title>
        <Text c="dimmed" fz="sm">
          Live data from other services on your Trust Center. It is read every few minutes; visitors see the
          last good answer, so a slow or failing service never slows your page.
        </Text>
      </div>
      {products.length > 1 && (
        <Select
          label="Product"
          data={products.map((p) => ({ value: p.productId, label: p.productName }))}
          value={productId ?? null}
          allowDeselect={false}
          onChange={setChosen}
          maw={320}
        />
      )}
      {productId && states.data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} key={productId}>
          {states.data.map((state) => (
            <IntegrationCard key={state.provider} productId={productId} state={state} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
