import { Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPencil, IconPin, IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { UPDATE_CATEGORY_LABELS, type StaffTopic } from '@trust/shared';
import { useProducts, useStaffMe, useStaffTopics } from '../../api';
import { PublishModal } from './PublishModal';
import { SubscribersPanel } from './SubscribersPanel';
import { TopicModal } from './TopicModal';
import { useDateFormat } from '@/lib/date-locale';

/** Trust Center updates: topics, publishing, delivery figures, and subscribers. */
export function UpdatesPage() {
  const formatDate = useDateFormat();
  const org = useStaffMe().data?.organisations[0];
  const topics = useStaffTopics().data;
  const products = useProducts(org?.slug).data ?? [];
  const [editing, setEditing] = useState<StaffTopic | 'new' | null>(null);
  const [publishing, setPublishing] = useState<StaffTopic | null>(null);
  const productName = (id: string) =>
    products.find((p) => p.productId === id)?.productName ?? 'Unknown product';
  return (
    <Stack gap="md" data-testid="updates-page">
      <Group justify="space-between">
        <Title order={1} fz={24}>
          Updates
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          New topic
        </Button>
      </Group>
      <Tabs defaultValue="topics">
        <Tabs.List>
          <Tabs.Tab value="topics">Topics</Tabs.Tab>
          <Tabs.Tab value="subscribers">Subscribers</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="topics" pt="md">
          <Stack gap="md">
            {topics?.map((topic) => (
              <Paper key={topic.id} withBorder radius="md" p="md" data-testid={`topic-${topic.subject}`}>
                <Group justify="space-between" align="flex-start" mb="xs">
                  <div>
                    <Group gap={6}>
                      <Text fw={600}>{topic.subject}</Text>
                      {topic.isPinned && <IconPin size={14} aria-label="Pinned" />}
                    </Group>
                    <Group gap={6} mt={4}>
                      <Badge size="sm" variant="light">
                        {UPDATE_CATEGORY_LABELS[topic.category]}
                      </Badge>
                      {topic.hidden && (
                        <Badge size="sm" variant="light" color="gray">
                          Hidden
                        </Badge>
                      )}
                      <Text fz="xs" c="dimmed">
                        {topic.productIds.length === 0
                          ? 'All products'
                          : topic.productIds.map(productName).join(', ')}
                      </Text>
                    </Group>
                  </div>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditing(topic)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      leftSection={<IconSend size={14} />}
                      onClick={() => setPublishing(topic)}
                    >
                      Publish update
                    </Button>
                  </Group>
                </Group>
                <Stack gap={6}>
                  {topic.updates.map((u) => (
                    <Group key={u.id} justify="space-between" wrap="nowrap" align="flex-start" gap="md">
                      <Text fz="sm" lineClamp={2} style={{ flex: 1 }}>
                        <Text span c="dimmed" fz="xs" mr={6}>
                          {formatDate(u.createdAt)}
                        </Text>
                        {u.message}
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        {u.spAudience === 'private' && (
                          <Badge size="xs" variant="light" color="grape">
                            Private
                          </Badge>
                        )}
                        {!u.channels.includes('status_page') && (
                          <Badge size="xs" variant="light" color="gray">
                            Email only
                          </Badge>
                        )}
                        {u.channels.includes('email') && (
                          <Badge
                            size="xs"
                            variant="outline"
                            color={u.delivery.pending > 0 ? 'yellow' : 'green'}
                            data-testid="delivery"
                          >
                            Sent {u.delivery.sent} of {u.delivery.recipients}
                          </Badge>
                        )}
                      </Group>
                    </Group>
                  ))}
                  {topic.updates.length === 0 && (
                    <Text fz="sm" c="dimmed">
                      No updates published
                    </Text>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="subscribers" pt="md">
          <SubscribersPanel />
        </Tabs.Panel>
      </Tabs>
      {editing && (
        <TopicModal
          topic={editing === 'new' ? null : editing}
          products={products}
          onClose={() => setEditing(null)}
        />
      )}
      {publishing && <PublishModal topic={publishing} onClose={() => setPublishing(null)} />}
    </Stack>
  );
}
