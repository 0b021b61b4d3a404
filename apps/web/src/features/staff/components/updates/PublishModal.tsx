import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { StaffTopic } from '@trust/shared';
import { ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useUpdatesAdmin } from '../../api';

type Channel = 'email' | 'status_page';

/** Publish an update in a topic: markdown message, audience, and the channels it goes out on. */
export function PublishModal({ topic, onClose }: { topic: StaffTopic; onClose: () => void }) {
  const admin = useUpdatesAdmin();
  const [message, setMessage] = useState('');
  const [audience, setAudience] = useState<'public' | 'private'>('public');
  const [channels, setChannels] = useState<Channel[]>(['status_page', 'email']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const publish = async () => {
    try {
      await admin.publish.mutateAsync({
        topicId: topic.id,
        body: { message, spAudience: audience, channels },
      });
      showToast(
        channels.includes('email') ? 'Update published; subscribers are being emailed' : 'Update published',
        { hideAfterMs: 4000 },
      );
      onClose();
    } catch (error) {
      setErrors(
        error instanceof ApiError
          ? (error.fields ?? { message: error.message })
          : { message: 'Unfortunately, an unknown error has occurred.' },
      );
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Publish an update: ${topic.subject}`} size="lg">
      <Stack gap="sm">
        <Textarea
          label="Message"
          description="Markdown: **bold**, _italic_, [links](https://example.com), lists"
          autosize
          minRows={5}
          maxRows={14}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={errors.message}
          data-autofocus
        />
        <div>
          <Text fz="sm" fw={500} mb={4}>
            Audience
          </Text>
          <SegmentedControl
            value={audience}
            onChange={(v) => setAudience(v as 'public' | 'private')}
            data={[
              { value: 'public', label: 'Everyone' },
              { value: 'private', label: 'Account members only' },
            ]}
          />
        </div>
        <Checkbox.Group
          label="Channels"
          value={channels}
          onChange={(v) => setChannels(v as Channel[])}
          error={errors.channels}
        >
          <Stack gap={6} mt={6}>
            <Checkbox value="status_page" label="Show on the Trust Center" />
            <Checkbox value="email" label="Email confirmed subscribers" />
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void publish()}
            loading={admin.publish.isPending}
            disabled={!message.trim() || channels.length === 0}
          >
            Publish
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
