import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconBook, IconDownload, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  columnLetter,
  QUESTIONNAIRE_MESSAGES as M,
  QUESTIONNAIRE_STATUS_LABELS,
  type QuestionnaireDetail,
  type QuestionnaireQuestion,
} from '@trust/shared';
import '@mantine/core/styles/Alert.css';
import { ApiError } from '@/lib/api';
import { formatBytes } from '@/lib/format';
import { toast } from '@/lib/toast';
import { questionnaireUrl, useQuestionnaire, useQuestionnaireActions } from '../../questionnaires-api';
import { MappingPanel } from './MappingPanel';
import { QuestionCard } from './QuestionCard';
import { ReturnDialog } from './ReturnDialog';
import { STATUS_COLORS } from './status';
import { useDateFormat } from '@/lib/date-locale';

type Filter = 'all' | 'review' | 'open' | 'approved';
const FILTERS: Record<Filter, (q: QuestionnaireQuestion) => boolean> = {
  all: () => true,
  review: (q) => q.tier === 'needs_review' && !q.approved,
  open: (q) => !q.approved,
  approved: (q) => q.approved,
};

/** One questionnaire: map it, review the drafted answers, return it. */
export function QuestionnairePage() {
  const { id = '' } = useParams();
  const { data, isPending, isError } = useQuestionnaire(id);
  if (isPending) return <Loader size="sm" />;
  if (isError || !data)
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          This questionnaire no longer exists.{' '}
          <Anchor component={Link} to="/app/questionnaires">
            All questionnaires
          </Anchor>
        </Text>
      </Paper>
    );
  return <Questionnaire detail={data} />;
}

function Questionnaire({ detail }: { detail: QuestionnaireDetail }) {
  const formatDate = useDateFormat();
  const q = detail.questionnaire;
  const actions = useQuestionnaireActions(q.id);
  const [remapping, setRemapping] = useState(false);
  const [returning, setReturning] = useState(false);
  const [filter, setFilter] = useState<Filter>('all');
  const tabular = detail.sheets.length > 0;
  const questions = detail.questions.filter(FILTERS[filter]);
  const approved = detail.questions.filter((x) => x.approved);
  const exactOpen = detail.questions.filter((x) => x.tier === 'exact' && !x.approved && x.answer);
  const mappingError = actions.map.error instanceof ApiError ? actions.map.error.message : null;

  const approveExact = async () => {
    for (const x of exactOpen)
      await actions.update.mutateAsync({
        questionId: x.id,
        answer: x.answer,
        choice: x.choice,
        approved: true,
      });
    toast.success(`${exactOpen.length} exact answers approved`);
  };
  const saveToKb = () =>
    actions.saveToKb.mutate(
      approved.map((x) => x.id),
      { onSuccess: ({ saved }) => toast.success(M.savedToKb(saved)), onError: toast.failure },
    );

  return (
    <Stack gap="md" data-testid="questionnaire-page">
      <Anchor component={Link} to="/app/questionnaires" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> All questionnaires
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap="sm">
            <Title order={1} fz={22} style={{ overflowWrap: 'anywhere' }}>
              {q.file?.name ?? q.link}
            </Title>
            <Badge color={STATUS_COLORS[q.status]} variant="light">
              {QUESTIONNAIRE_STATUS_LABELS[q.status]}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {q.account.name} · {q.submittedBy.name} ({q.submittedBy.email}) · {q.product.name} · received{' '}
            {formatDate(q.createdAt)}
          </Text>
        </div>
        <Group gap="xs">
          {q.file ? (
            <Button
              component="a"
              href={`${questionnaireUrl(q.id)}/original`}
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              Original ({formatBytes(q.file.size)})
            </Button>
          ) : (
            <Button component="a" href={q.link!} target="_blank" rel="noopener noreferrer" variant="default">
              Open the link
            </Button>
          )}
          {detail.mappingConfirmed && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" leftSection={<IconDownload size={16} />}>
                  Export
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component="a" href={`${questionnaireUrl(q.id)}/export`}>
                  {q.file?.format === 'csv' ? 'Their CSV' : 'Their workbook'} with approved answers
                </Menu.Item>
                <Menu.Item component="a" href={`${questionnaireUrl(q.id)}/export?format=csv`}>
                  Questions and answers as CSV
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          {approved.length > 0 && (
            <Button
              variant="default"
              leftSection={<IconBook size={16} />}
              onClick={saveToKb}
              loading={actions.saveToKb.isPending}
            >
              Save approved to knowledge base
            </Button>
          )}
          <Button leftSection={<IconSend size={16} />} onClick={() => setReturning(true)}>
            Return to member
          </Button>
        </Group>
      </Group>
      {q.note && (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-light)">
          <Text fz="sm">
            <strong>Note from {q.submittedBy.name}:</strong> {q.note}
          </Text>
        </Paper>
      )}
      {q.returnedFile && (
        <Text fz="sm">
          Returned {q.answeredAt ? formatDate(q.answeredAt) : ''}:{' '}
          <Anchor href={`${questionnaireUrl(q.id)}/returned`}>{q.returnedFile.name}</Anchor>
        </Text>
      )}
      {!tabular ? (
        <Alert icon={<IconInfoCircle size={16} />} color="gray">
          {q.file
            ? M.notTabular
            : 'This questionnaire lives in the customer’s own tool: answer it there, then mark it returned with the file you exported from it.'}
        </Alert>
      ) : !detail.mappingConfirmed || remapping ? (
        <MappingPanel
          detail={detail}
          saving={actions.map.isPending}
          error={mappingError}
          onConfirm={(mapping) => actions.map.mutate(mapping, { onSuccess: () => setRemapping(false) })}
        />
      ) : (
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            Questions from sheet “{detail.mapping!.sheet}”, column{' '}
            {columnLetter(detail.mapping!.questionColumn)}; answers into column{' '}
            {columnLetter(detail.mapping!.answerColumn)}
            {detail.mapping!.commentColumn
              ? `, explanations into ${columnLetter(detail.mapping!.commentColumn)}`
              : ''}
            .
          </Text>
          <Button size="xs" variant="subtle" onClick={() => setRemapping(true)}>
            Change mapping
          </Button>
        </Group>
      )}
      {detail.questions.length > 0 && (
        <>
          <Group justify="space-between">
            <SegmentedControl
              value={filter}
              onChange={(value) => setFilter(value as Filter)}
              aria-label="Show questions"
              // Short labels: the four fit a phone's width.
              data={[
                { value: 'all', label: `All ${detail.questions.length}` },
                { value: 'review', label: 'To review' },
                { value: 'open', label: 'Open' },
                { value: 'approved', label: `Approved ${approved.length}` },
              ]}
            />
            {exactOpen.length > 0 && (
              <Button variant="light" onClick={() => void approveExact()} loading={actions.update.isPending}>
                Approve {exactOpen.length} exact {exactOpen.length === 1 ? 'answer' : 'answers'}
              </Button>
            )}
          </Group>
          <Stack gap="sm">
            {questions.map((question) => (
              <QuestionCard
                key={question.id}
                question={question}
                choices={detail.choices}
                onSave={(update) =>
                  actions.update.mutateAsync({ questionId: question.id, ...update }).catch(toast.failure)
                }
              />
            ))}
          </Stack>
        </>
      )}
      {returning && (
        <ReturnDialog
          questionnaire={q}
          tabular={tabular && detail.mappingConfirmed}
          approvedCount={approved.length}
          sending={actions.returnAnswers.isPending || actions.returnFile.isPending}
          onReturnAnswers={(body) =>
            actions.returnAnswers.mutateAsync(body).then(() => toast.success(M.returned))
          }
          onReturnFile={(body) => actions.returnFile.mutateAsync(body).then(() => toast.success(M.returned))}
          onClose={() => setReturning(false)}
        />
      )}
    </Stack>
  );
}
