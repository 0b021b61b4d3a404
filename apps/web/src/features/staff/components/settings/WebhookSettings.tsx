import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  webhookEndpointInputSchema,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpointInput,
  type WebhookEventType,
} from '@trust/shared';
import { useDateFormat } from '@/lib/date-locale';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useWebhookActions, useWebhooks } from '../../webhooks-api';
import { RemoveButton } from '../RemoveButton';
import { FormError } from '../auth/AuthCard';

const STATUS_COLORS: Record<WebhookDelivery['status'], string> = {
  pending: 'yellow',
  succeeded: 'green',
  failed: 'red',
};

/** Signed webhooks (Standard Webhooks): endpoints, their events, and every delivery's outcome. */
export function WebhookSettings() {
  const webhooks = useWebhooks().data;
  const actions = useWebhookActions();
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const urlOf = new Map(webhooks?.endpoints.map((e) => [e.id, e.url]));
  return (
    <Stack gap="md">
      <AddEndpointForm onCreated={setCreated} />
      {webhooks && webhooks.endpoints.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Endpoints
            </Title>
            {webhooks.endpoints.map((endpoint) => (
              <Paper key={endpoint.id} withBorder radius="sm" p="sm" data-testid="webhook-endpoint">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} miw={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {endpoint.url}
                    </Text>
                    {endpoint.description && (
                      <Text fz="sm" c="dimmed">
                        {endpoint.description}
                      </Text>
                    )}
                    <Text fz="xs" c="dimmed">
                      {endpoint.eventTypes.map((t) => WEBHOOK_EVENT_TYPES[t]).join(' · ')}
                    </Text>
                    {endpoint.disabledReason && (
                      <Text fz="xs" c="red.8">
                        Turned off: {endpoint.disabledReason}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Switch
                      checked={endpoint.enabled}
                      aria-label={`Send events to ${endpoint.url}`}
                      onChange={(event) =>
                        actions.setEnabled.mutate(
                          { id: endpoint.id, enabled: event.currentTarget.checked },
                          { onError: toast.failure },
                        )
                      }
                    />
                    <RemoveButton
                      label={`Remove ${endpoint.url}`}
                      onClick={() =>
                        actions.remove.mutate(endpoint.id, {
                          onSuccess: () => toast.success('Endpoint removed'),
                          onError: toast.failure,
                        })
                      }
                    />
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Paper>
      )}
      {webhooks && webhooks.deliveries.length > 0 && (
        <Deliveries deliveries={webhooks.deliveries} urlOf={urlOf} />
      )}
      <Modal opened={created !== null} onClose={() => setCreated(null)} title="Signing secret" size="lg">
        {created && (
          <Stack gap="sm">
            <Alert color="yellow">{WEBHOOK_MESSAGES.created}</Alert>
            <Code block style={{ wordBreak: 'break-all' }} data-testid="webhook-secret">
              {created.secret}
            </Code>
            <Text fz="sm" c="dimmed">
              Each request carries webhook-id, webhook-timestamp and webhook-signature headers (Standard
              Webhooks): the signature is the base64 HMAC-SHA256 of “id.timestamp.body” with this secret.
            </Text>
            <Group justify="flex-end">
              <CopyButton value={created.secret}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {copied ? 'Copied' : 'Copy secret'}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => setCreated(null)}>Done</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function AddEndpointForm({ onCreated }: { onCreated: (endpoint: CreatedWebhookEndpoint) => void }) {
  const { add } = useWebhookActions();
  const form = useForm<WebhookEndpointInput>({
    defaultValues: {
      url: '',
      description: '',
      eventTypes: ['access.request', 'access.approve', 'nda.accept'],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const chosen = form.watch('eventTypes');
  const submit = form.handleSubmit(async (values) => {
    let endpoint: CreatedWebhookEndpoint | null = null;
    const sent = await submitWith(form, webhookEndpointInputSchema, values, async (body) => {
      endpoint = await add.mutateAsync(body);
    });
    if (sent && endpoint) {
      form.reset();
      onCreated(endpoint);
    }
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Add an endpoint
          </Title>
          <Text fz="sm" c="dimmed">
            Access requests, decisions, sign-ins and NDA acceptances are posted as they happen, signed, and
            retried with backoff for about a day. An endpoint that keeps failing is turned off and your
            security mailbox is told.{' '}
            <Anchor
              href="https://www.standardwebhooks.com/"
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
              underline="always"
            >
              Standard Webhooks
            </Anchor>
          </Text>
          <TextInput
            label="Endpoint URL"
            placeholder="https://"
            {...form.register('url')}
            error={errors.url?.message}
          />
          <TextInput label="Description (optional)" {...form.register('description')} />
          <Checkbox.Group
            label="Events"
            error={errors.eventTypes?.message}
            value={chosen}
            onChange={(value) =>
              form.setValue('eventTypes', value as WebhookEventType[], { shouldDirty: true })
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
              {(Object.entries(WEBHOOK_EVENT_TYPES) as [WebhookEventType, string][]).map(([type, label]) => (
                <Checkbox key={type} value={type} label={label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <FormError message={errors.root?.message} />
          <Group>
            <Button type="submit" loading={isSubmitting}>
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Deliveries({ deliveries, urlOf }: { deliveries: WebhookDelivery[]; urlOf: Map<string, string> }) {
  const { redeliver } = useWebhookActions();
  const date = useDateFormat();
  const time = (iso: string) =>
    `${date(iso)} ${new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Recent deliveries
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table fz="sm" data-testid="webhook-deliveries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th w={120}>Status</Table.Th>
                <Table.Th>Response</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    <Text fz="sm">{WEBHOOK_EVENT_TYPES[d.eventType as WebhookEventType] ?? d.eventType}</Text>
                    <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {urlOf.get(d.endpointId)} · {d.id}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[d.status]} variant="light" style={{ overflow: 'visible' }}>
                      {d.status}
                    </Badge>
                    <Text fz="xs" c="dimmed">
                      {d.attempts} attempt{d.attempts === 1 ? '' : 's'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {d.lastStatusCode ?? '—'}
                    {d.lastError && (
                      <Text fz="xs" c="dimmed" lineClamp={2}>
                        {d.lastError}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {time(d.createdAt)}
                    {d.nextAttemptAt && (
                      <Text fz="xs" c="dimmed">
                        Next try {time(d.nextAttemptAt)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {d.status !== 'pending' && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Send again (${d.id})`}
                        onClick={() =>
                          redeliver.mutate(d.id, {
                            onSuccess: () => toast.success(WEBHOOK_MESSAGES.redelivered),
                            onError: toast.failure,
                          })
                        }
                      >
                        Send again
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
