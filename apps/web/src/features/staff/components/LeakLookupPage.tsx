import {
  Alert,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconFingerprint } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { copyIdSchema, LEAK_MESSAGES as M, type LeakLookupResult } from '@trust/shared';
import { FileDropzone } from '@/components/FileDropzone';
import { apiGet, ApiError } from '@/lib/api';
import { useDateFormat } from '@/lib/date-locale';
import { uploadWithProgress } from '@/lib/upload';

type Lookup =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; asked: string; result: LeakLookupResult }
  | { state: 'failed'; message: string };

/** Who received a leaked copy: from the file itself, or the copy id printed in its footer. */
export function LeakLookupPage() {
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [copyId, setCopyId] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  const run = async (asked: string, call: () => Promise<LeakLookupResult>) => {
    setLookup({ state: 'busy' });
    try {
      setLookup({ state: 'done', asked, result: await call() });
    } catch (error) {
      setLookup({
        state: 'failed',
        message: error instanceof ApiError ? error.message : 'The lookup failed. Try again.',
      });
    }
  };
  const byFile = (file: File) => {
    const form = new FormData();
    form.append('file', file);
    void run(file.name, () => uploadWithProgress<LeakLookupResult>('/api/leak-lookup', form));
  };
  const byId = (event: FormEvent) => {
    event.preventDefault();
    const parsed = copyIdSchema.safeParse(copyId);
    setIdError(parsed.success ? null : M.idInvalid);
    if (parsed.success)
      void run(parsed.data, () => apiGet<LeakLookupResult>(`/api/leak-lookup/${parsed.data}`));
  };
  useEffect(() => {
    if (lookup.state === 'done' || lookup.state === 'failed') answerRef.current?.focus();
  }, [lookup]);

  return (
    <Stack gap="md" maw={860} data-testid="leak-lookup-page">
      <Title order={1} fz={24}>
        {M.title}
      </Title>
      <Text c="dimmed">{M.intro}</Text>
      <FileDropzone label={M.drop} onFile={byFile} />
      <form onSubmit={byId} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={M.idLabel}
            placeholder="K7QX2M9A"
            value={copyId}
            onChange={(event) => setCopyId(event.currentTarget.value)}
            error={idError}
            maw={220}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Button type="submit" variant="default" leftSection={<IconFingerprint size={16} aria-hidden />}>
            {M.lookUp}
          </Button>
        </Group>
      </form>
      <div ref={answerRef} tabIndex={-1} aria-live="polite" style={{ outline: 'none' }}>
        {lookup.state === 'busy' && <Loader size="sm" aria-label="Looking up" />}
        {lookup.state === 'failed' && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            {lookup.message}
          </Alert>
        )}
        {lookup.state === 'done' && <LookupAnswer asked={lookup.asked} result={lookup.result} />}
      </div>
    </Stack>
  );
}

const FOUND_BY: Record<LeakLookupResult['foundBy'], string> = {
  digest: 'The file is the copy exactly as it was downloaded.',
  metadata: 'The file was changed after download; its copy id was found in its metadata.',
  text: 'The file was changed after download; its copy id was found in its footer.',
  id: 'Found by the copy id.',
  none: '',
};

function LookupAnswer({ asked, result }: { asked: string; result: LeakLookupResult }) {
  const date = useDateFormat();
  if (!result.copy)
    return (
      <Alert color="gray" title={asked} data-testid="leak-result">
        {result.originalTitle ? M.original(result.originalTitle) : M.notFound}
      </Alert>
    );
  const { copy } = result;
  const time = new Date(copy.issuedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return (
    <Paper withBorder radius="md" p="md" data-testid="leak-result">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {copy.recipientEmail} ({copy.accountName}) received this copy
        </Title>
        <Text fz="sm" c="dimmed">
          {FOUND_BY[result.foundBy]}
        </Text>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>Document</Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>{copy.fileName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Downloaded</Table.Th>
              <Table.Td>
                {date(copy.issuedAt)} {time}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>From address</Table.Th>
              <Table.Td>{copy.ip ?? '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Copy id</Table.Th>
              <Table.Td>
                <Code>{copy.copyId}</Code>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
