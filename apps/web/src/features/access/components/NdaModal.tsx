import {
  Anchor,
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  Typography,
} from '@mantine/core';
import { useState } from 'react';
import { ACCESS_MESSAGES, type NdaStatus, type PortalView } from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { ApiError } from '@/lib/api';
import { useAcceptNda, useMember } from '../api';

/** The click-wrap NDA: the text, the accepting person's name and agreement. */
export default function NdaModal({
  view,
  nda,
  onClose,
}: {
  view: PortalView;
  nda: NdaStatus;
  onClose: () => void;
}) {
  const member = useMember(view.organisation.slug, true).data;
  const accept = useAcceptNda(view.organisation.slug);
  const [name, setName] = useState(member ? `${member.firstName} ${member.lastName}` : '');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!name.trim()) return setError(ACCESS_MESSAGES.fieldRequired);
    try {
      await accept.mutateAsync(name.trim());
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : ACCESS_MESSAGES.unknown);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={
        <Title order={2} fz="lg">
          {nda.title}
        </Title>
      }
      data-testid="nda-modal"
    >
      <Stack gap="md">
        <Box mah="45vh" style={{ overflowY: 'auto' }} p="sm" bg="gray.0">
          <Typography fz="sm">
            <div dangerouslySetInnerHTML={{ __html: nda.html }} />
          </Typography>
        </Box>
        {nda.documentUrl && (
          <Anchor href={nda.documentUrl} target="_blank" rel="noopener" fz="sm" fw={600}>
            Read the agreement (PDF)
          </Anchor>
        )}
        <TextInput
          label="Your full name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
        />
        <Checkbox
          label={`I have read and agree to the ${nda.title} on behalf of ${member?.accountName ?? 'my company'}`}
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
        />
        <Text fz="xs" c="dimmed">
          Your name, email, the time and your IP address are recorded with the exact text you accept.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!agreed || accept.isPending} loading={accept.isPending}>
            Accept
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
