import { Anchor, Badge, Group, Loader, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QUESTIONNAIRE_STATUS_LABELS, type QuestionnaireSummary } from '@trust/shared';
import { formatAge } from '@/lib/format';
import { EmptyTableRow } from '../EmptyTableRow';
import { TableRegion } from '../TableRegion';
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
        <TableRegion label="Questionnaires">
          <Table verticalSpacing="sm" highlightOnHover miw={{ sm: 640 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Questionnaire</Table.Th>
                <Table.Th visibleFrom="sm">Account</Table.Th>
                <Table.Th visibleFrom="sm">Received</Table.Th>
                <Table.Th visibleFrom="sm">Answers approved</Table.Th>
                <Table.Th visibleFrom="sm">Status</Table.Th>
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
        </TableRegion>
      )}
    </Stack>
  );
}

function Row({ questionnaire: q }: { questionnaire: QuestionnaireSummary }) {
  const status = (
    <Badge color={STATUS_COLORS[q.status]} variant="light">
      {QUESTIONNAIRE_STATUS_LABELS[q.status]}
    </Badge>
  );
  return (
    <Table.Tr data-testid="questionnaire-row">
      <Table.Td maw={{ sm: 320 }}>
        <Anchor component={Link} to={`/app/questionnaires/${q.id}`} fw={500} fz="sm" lineClamp={2}>
          {q.file?.name ?? q.link}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {q.product.name}
        </Text>
        {/* On a phone the row is one column: who handed it in, when, and how far it is, under its name. */}
        <Stack gap={6} mt={6} hiddenFrom="sm">
          <Text fz="sm">
            {q.account.name} · {q.submittedBy.name} · {formatAge(q.createdAt)}
          </Text>
          <Group gap="sm" wrap="nowrap">
            {status}
            <Approved questionnaire={q} />
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text fz="sm">{q.account.name}</Text>
        <Text fz="xs" c="dimmed">
          {q.submittedBy.name}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text fz="sm">{formatAge(q.createdAt)}</Text>
      </Table.Td>
      <Table.Td miw={140} visibleFrom="sm">
        <Approved questionnaire={q} />
      </Table.Td>
      <Table.Td visibleFrom="sm">{status}</Table.Td>
    </Table.Tr>
  );
}

/** How many of its answers are approved, as a bar; or why there are none to count. */
function Approved({ questionnaire: q }: { questionnaire: QuestionnaireSummary }) {
  if (q.questionCount === 0)
    return (
      <Text fz="xs" c="dimmed">
        {q.file ? 'Not mapped yet' : 'Answered by hand'}
      </Text>
    );
  return (
    <Stack gap={2} miw={120} style={{ flex: 1 }}>
      <Text fz="xs" c="dimmed">
        {q.approvedCount} of {q.questionCount}
      </Text>
      <Progress
        value={(100 * q.approvedCount) / q.questionCount}
        size="sm"
        aria-label={`${q.approvedCount} of ${q.questionCount} answers approved`}
      />
    </Stack>
  );
}
