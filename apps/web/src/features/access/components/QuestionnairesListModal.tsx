import { Anchor, Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileSpreadsheet } from '@tabler/icons-react';
import {
  QUESTIONNAIRE_MESSAGES as M,
  QUESTIONNAIRE_STATUS_LABELS,
  type PortalView,
  type QuestionnaireStatus,
} from '@trust/shared';
import '@/app/overlay-styles';
import { useDateFormat } from '@/lib/date-locale';
import { formatBytes } from '@/lib/format';
import { answeredFileUrl, useMyQuestionnaires } from '../questionnaires-api';

const STATUS_COLORS: Record<QuestionnaireStatus, string> = {
  received: 'gray',
  in_progress: 'blue',
  answered: 'teal',
};

/** The account's questionnaires (visitor spec section 2, account menu): status and the answered file. */
export default function QuestionnairesListModal({
  view,
  onClose,
}: {
  view: PortalView;
  onClose: () => void;
}) {
  const org = view.organisation.slug;
  const formatDate = useDateFormat();
  const { data, isPending } = useMyQuestionnaires(org, true);
  return (
    <Modal opened onClose={onClose} title={M.listTitle} size="lg" data-testid="questionnaires-list">
      {isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label="Loading" />
        </Group>
      ) : !data?.length ? (
        <Text c="dimmed" fz="sm" py="md" ta="center">
          {M.listEmpty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.map((q) => (
            <Paper key={q.id} withBorder p="sm" radius="md" component="li">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    {q.file ? (
                      <IconFileSpreadsheet size={16} aria-hidden />
                    ) : (
                      <IconExternalLink size={16} aria-hidden />
                    )}
                    {q.file ? (
                      <Text fw={500} fz="sm" truncate>
                        {q.file.name}
                      </Text>
                    ) : (
                      <Anchor
                        href={q.link!}
                        target="_blank"
                        rel="noopener noreferrer"
                        fz="sm"
                        fw={500}
                        truncate
                      >
                        {q.link}
                      </Anchor>
                    )}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    Submitted {formatDate(q.createdAt)} by {q.submittedBy.name}
                    {q.answeredAt ? ` · answered ${formatDate(q.answeredAt)}` : ''}
                  </Text>
                </Stack>
                <Badge color={STATUS_COLORS[q.status]} variant="light" style={{ flexShrink: 0 }}>
                  {QUESTIONNAIRE_STATUS_LABELS[q.status]}
                </Badge>
              </Group>
              {q.returnedFile && (
                <Button
                  component="a"
                  href={answeredFileUrl(org, q.id)}
                  download
                  mt="sm"
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} />}
                  aria-label={`${M.download}: ${q.returnedFile.name}`}
                >
                  {M.download} ({formatBytes(q.returnedFile.size)})
                </Button>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
