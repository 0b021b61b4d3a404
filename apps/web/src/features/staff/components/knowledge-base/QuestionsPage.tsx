import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArrowBackUp, IconDownload, IconPlus, IconX } from '@tabler/icons-react';
import { useFocusReturn } from '@mantine/hooks';
import { useState } from 'react';
import {
  askedByLabel,
  askedFinding,
  askedModeLabel,
  askedRatings,
  type AskedQuestion,
  type StaffKbEntry,
} from '@trust/shared';
import { Pager } from '@/components/Pager';
import { toast } from '@/lib/toast';
import { useProducts, useStaffMe } from '../../api';
import { fetchKbEntries, useAskedQuestions, useKnowledgeBaseAdmin } from '../../kb-api';
import { EmptyTableRow } from '../EmptyTableRow';
import { EMPTY_ENTRY, KbEntryModal } from './KbEntryModal';
import { TableRegion } from '../TableRegion';

const PAGE_SIZE = 50;

const askedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Grouping = 'question' | 'asking';
type Status = 'open' | 'dismissed';

/**
 * Every search and Ask AI question of visitors, unanswered (or answered, but marked not helpful)
 * first, each one click from an entry: by question (the same question asked again, however worded,
 * is one row, the most asked first) or every asking.
 */
export function QuestionsPage() {
  const org = useStaffMe().data?.organisations[0];
  const products = useProducts(org?.slug).data ?? [];
  const admin = useKnowledgeBaseAdmin();
  // One mutation for the page, not one per row.
  const setDismissed = (question: AskedQuestion, dismissed: boolean) =>
    admin.dismissQuestion.mutate(
      { questionId: question.id, dismissed },
      {
        onSuccess: () => toast.success(dismissed ? 'Question dismissed' : 'Question restored'),
        onError: toast.failure,
      },
    );
  const [page, setPage] = useState(1);
  const [grouping, setGrouping] = useState<Grouping>('question');
  const grouped = grouping === 'question';
  const [status, setStatus] = useState<Status>('open');
  const dismissed = status === 'dismissed';
  const [answering, setAnswering] = useState<AskedQuestion | null>(null);
  // An entry a question found, opened from its source to correct it (a wrong or outdated answer).
  const [correcting, setCorrecting] = useState<{ question: AskedQuestion; entry: StaffKbEntry } | null>(null);
  useFocusReturn({ opened: answering !== null || correcting !== null });
  const editSource = async (question: AskedQuestion, entryId: string) => {
    try {
      const [entry] = (await fetchKbEntries({ id: entryId, pageSize: 1 })).entries;
      if (entry) setCorrecting({ question, entry });
      else toast.error('This entry has since been deleted.');
    } catch (error) {
      toast.failure(error);
    }
  };
  const list = useAskedQuestions(page - 1, PAGE_SIZE, { grouped, dismissed });
  const questions = list.data?.questions ?? [];
  const total = list.data?.total ?? 0;
  const noun = grouped ? 'question' : 'asking';
  return (
    <Stack gap="md" data-testid="questions-page">
      <div>
        <Title order={1} fz={24}>
          Questions asked
        </Title>
        <Text c="dimmed" fz="sm">
          What visitors and members searched for and asked Ask AI. Questions nothing answered, and answers
          their askers marked not helpful, come first: add an entry to close the gap, or dismiss one not worth
          an entry.
        </Text>
      </div>
      <Group justify="space-between" gap="xs">
        {list.data && (
          <Group gap="xs" aria-live="polite">
            <Badge variant="light" color="gray">
              {total} {total === 1 ? noun : `${noun}s`}
            </Badge>
            {!dismissed && (
              <Badge variant="light" color={list.data.unanswered > 0 ? 'orange' : 'teal'}>
                {list.data.unanswered} without an answer
              </Badge>
            )}
            {!dismissed && list.data.markedUnhelpful > 0 && (
              <Badge variant="light" color="orange">
                {list.data.markedUnhelpful} marked not helpful
              </Badge>
            )}
          </Group>
        )}
        <Group gap="xs">
          <ViewChoice
            label="Questions"
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            options={[
              { value: 'open', label: 'Open' },
              { value: 'dismissed', label: 'Dismissed' },
            ]}
          />
          <ViewChoice
            label="Show"
            value={grouping}
            onChange={(value) => {
              setGrouping(value);
              setPage(1);
            }}
            options={[
              { value: 'question', label: 'By question' },
              { value: 'asking', label: 'Every asking' },
            ]}
          />
          <Anchor href={`/api/kb/questions.csv?grouped=${grouped}&dismissed=${dismissed}`} download fz="sm">
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              Export CSV
            </Group>
          </Anchor>
        </Group>
      </Group>
      {/* On a phone a row is the question with its mode, asker, time, findings and action under it. */}
      <TableRegion label="Questions asked">
        <Table verticalSpacing="sm" miw={{ sm: 760 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Question</Table.Th>
              <Table.Th w={110} visibleFrom="sm">
                Mode
              </Table.Th>
              <Table.Th w={120} visibleFrom="sm">
                Asked by
              </Table.Th>
              <Table.Th visibleFrom="sm">Found</Table.Th>
              <Table.Th w={180} visibleFrom="sm">
                {grouped ? 'Last asked' : 'When'}
              </Table.Th>
              <Table.Th w={220} visibleFrom="sm">
                Knowledge base
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {questions.map((question) => {
              const mode = askedModeLabel(question);
              const when = askedAt.format(new Date(question.createdAt));
              return (
                <Table.Tr key={question.id} data-testid="asked-question-row">
                  <Table.Td>
                    <Text fw={500} fz="sm">
                      {question.term}
                    </Text>
                    {question.timesAsked > 1 && (
                      <Text fz="xs" c="dimmed">
                        Asked {question.timesAsked} times
                      </Text>
                    )}
                    {question.otherWordings.length > 0 && (
                      <Text fz="xs" c="dimmed">
                        Also asked as {question.otherWordings.map((wording) => `“${wording}”`).join(', ')}
                      </Text>
                    )}
                    <Stack gap={4} mt={4} hiddenFrom="sm">
                      <Text fz="xs" c="dimmed">
                        {mode} · {askedByLabel(question)} · {when}
                      </Text>
                      <Found question={question} onEditSource={editSource} />
                      <div>
                        <QuestionActions question={question} onAdd={setAnswering} onDismiss={setDismissed} />
                      </div>
                    </Stack>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Badge variant="outline" color="gray">
                      {mode}
                    </Badge>
                  </Table.Td>
                  <Table.Td fz="sm" visibleFrom="sm">
                    {askedByLabel(question)}
                  </Table.Td>
                  <Table.Td fz="sm" visibleFrom="sm">
                    <Found question={question} onEditSource={editSource} />
                  </Table.Td>
                  <Table.Td fz="sm" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {when}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <QuestionActions question={question} onAdd={setAnswering} onDismiss={setDismissed} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {list.isSuccess && questions.length === 0 && (
              <EmptyTableRow colSpan={6}>
                {dismissed
                  ? 'No dismissed questions.'
                  : 'No questions yet. They appear here once visitors search or ask Ask AI.'}
              </EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </TableRegion>
      {total > PAGE_SIZE && (
        <Pager total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} label="Question pages" />
      )}
      {answering && (
        <KbEntryModal
          title="Add to knowledge base"
          initial={{ ...EMPTY_ENTRY, question: answering.term }}
          products={products}
          onSave={async (body) => {
            await admin.answerQuestion.mutateAsync({ questionId: answering.id, body });
            toast.success('Entry added to the knowledge base');
          }}
          onClose={() => setAnswering(null)}
        />
      )}
      {correcting && (
        <KbEntryModal
          title="Edit entry"
          initial={correcting.entry}
          entryId={correcting.entry.id}
          products={products}
          onSave={async (entry) => {
            await admin.correctAnswer.mutateAsync({
              questionId: correcting.question.id,
              entryId: correcting.entry.id,
              entry,
            });
            toast.success('Entry saved');
          }}
          onClose={() => setCorrecting(null)}
        />
      )}
    </Stack>
  );
}

/** One of the page's view switches: a named segmented control of a few fixed values. */
function ViewChoice<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      value={value}
      onChange={(chosen) => onChange(chosen as T)}
      data={options}
    />
  );
}

/**
 * Whether a question is a gap to close: nothing found, or its latest rating was not helpful; and no
 * entry was added for it since.
 */
const isGap = (question: AskedQuestion) =>
  !question.kbEntryId && (!question.answered || question.latestHelpful === false);

/**
 * What the question found: the answer's sources, or the first results, or nothing; and its ratings.
 * A knowledge-base entry among them opens for editing.
 */
function Found({
  question,
  onEditSource,
}: {
  question: AskedQuestion;
  onEditSource: (question: AskedQuestion, entryId: string) => void;
}) {
  const sources = question.sources.slice(0, 3);
  const ratings = askedRatings(question);
  return (
    <Stack gap={0}>
      <Text fz="sm" c={question.answered ? undefined : 'red.9'} fw={question.answered ? undefined : 500}>
        {askedFinding(question)}
      </Text>
      {ratings && (
        <Text
          fz="xs"
          c={isGap(question) && question.latestHelpful === false ? 'red.9' : 'dimmed'}
          data-testid="answer-ratings"
        >
          {ratings}
        </Text>
      )}
      {/* One line each, each clamped on its own: no link is cut off out of sight (and focus). */}
      {sources.map((source) => (
        <Text key={`${source.type}:${source.id}`} fz="xs" c="dimmed" lineClamp={2}>
          <SourceTitle source={source} onEdit={(entryId) => onEditSource(question, entryId)} />
        </Text>
      ))}
    </Stack>
  );
}

/** A source's title; an entry's opens it for editing. */
function SourceTitle({
  source,
  onEdit,
}: {
  source: AskedQuestion['sources'][number];
  onEdit: (entryId: string) => void;
}) {
  if (source.type !== 'KnowledgeBase') return source.title;
  return (
    <Anchor
      component="button"
      type="button"
      fz="xs"
      onClick={() => onEdit(source.id)}
      aria-label={`Edit entry “${source.title}”`}
      style={{ textAlign: 'start' }}
    >
      {source.title}
    </Anchor>
  );
}

/**
 * What staff do with a question: write an entry from it (a badge once one was) or dismiss it (a
 * question not worth an entry); a dismissed one can be restored.
 */
function QuestionActions({
  question,
  onAdd,
  onDismiss,
}: {
  question: AskedQuestion;
  onAdd: (question: AskedQuestion) => void;
  onDismiss: (question: AskedQuestion, dismissed: boolean) => void;
}) {
  const setDismissed = (dismissed: boolean) => onDismiss(question, dismissed);
  if (question.dismissedAt)
    return (
      <Button
        size="xs"
        variant="default"
        leftSection={<IconArrowBackUp size={14} />}
        onClick={() => setDismissed(false)}
        aria-label={`Restore “${question.term}”`}
      >
        Restore
      </Button>
    );
  return (
    <Group gap={6} wrap="nowrap">
      {question.kbEntryId ? (
        <Badge variant="light" color="teal">
          In knowledge base
        </Badge>
      ) : (
        <Button
          size="xs"
          variant={isGap(question) ? 'light' : 'default'}
          leftSection={<IconPlus size={14} />}
          onClick={() => onAdd(question)}
          aria-label={`Add to knowledge base: “${question.term}”`}
        >
          Add to knowledge base
        </Button>
      )}
      <Tooltip label="Dismiss: nothing to add">
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => setDismissed(true)}
          aria-label={`Dismiss “${question.term}”`}
        >
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
