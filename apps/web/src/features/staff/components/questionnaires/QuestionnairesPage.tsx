import { Anchor, Badge, Loader, Paper, Progress, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QUESTIONNAIRE_STATUS_LABELS, type QuestionnaireSummary } from '@trust/shared';
import { formatAge } from '@/lib/format';
import { EmptyTableRow } from '../EmptyTableRow';
import { useQuestionnaires } from '../../questionnaires-api';
import { STATUS_COLORS } from './status';

/** The inbox: every questionnaire the organisation's accounts handed in, newest first. */
export function QuestionnairesPage() {
  const { data, isPending } = useQuestionnaires();
  const list = data?.questionnaires ?? [];
  return (
    <Stack gap="md" data-testid="questionnaires-page">
      <div>
        <Title order={1} fz={24}>
          Questionnaires
        </Title>
        <Text c="dimmed" fz="sm">
          Security questionnaires your customers handed in on the portal. Map an Excel or CSV file to get
          answers drafted from your knowledge base and documents, approve them, and return the file.
        </Text>
      </div>
      {isPending ? (
        <Loader size="sm" />
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea
            type="auto"
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Questionnaires' }}
          >
            <Table verticalSpacing="sm" highlightOnHover miw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Questionnaire</Table.Th>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Answers approved</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.length === 0 ? (
                  <EmptyTableRow colSpan={5}>
                    No questionnaires yet. When a customer hands one in on the portal, it shows here.
                  </EmptyTableRow>
                ) : (
                  list.map((q) => <Row key={q.id} questionnaire={q} />)
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
    </Stack>
  );
}

function Row({ questionnaire: q }: { questionnaire: QuestionnaireSummary }) {
  return (
    <Table.Tr data-testid="questionnaire-row">
      <Table.Td maw={320}>
        <Anchor component={Link} to={`/app/questionnaires/${q.id}`} fw={500} fz="sm" lineClamp={1}>
          {q.file?.name ?? q.link}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {q.product.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{q.account.name}</Text>
        <Text fz="xs" c="dimmed">
          {q.submittedBy.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{formatAge(q.createdAt)}</Text>
      </Table.Td>
      <Table.Td miw={140}>
        {q.questionCount > 0 ? (
          <>
            <Text fz="xs" c="dimmed">
              {q.approvedCount} of {q.questionCount}
            </Text>
            <Progress
              value={(100 * q.approvedCount) / q.questionCount}
              size="sm"
              aria-label={`${q.approvedCount} of ${q.questionCount} answers approved`}
            />
          </>
        ) : (
          <Text fz="xs" c="dimmed">
            {q.file ? 'Not mapped yet' : 'Answered by hand'}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[q.status]} variant="light">
          {QUESTIONNAIRE_STATUS_LABELS[q.status]}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}
