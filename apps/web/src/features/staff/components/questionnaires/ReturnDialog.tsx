import { Button, FileInput, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { QUESTIONNAIRE_ACCEPT, QUESTIONNAIRE_MESSAGES as M, type QuestionnaireSummary } from '@trust/shared';
import '@mantine/core/styles/Radio.css';
import { ApiError } from '@/lib/api';

/**
 * Returns the questionnaire to the member: the approved answers in their own file (or as CSV), or,
 * for a file answered by hand, the file staff attach. The member is mailed either way.
 */
export function ReturnDialog({
  questionnaire,
  tabular,
  approvedCount,
  sending,
  onReturnAnswers,
  onReturnFile,
  onClose,
}: {
  questionnaire: QuestionnaireSummary;
  tabular: boolean;
  approvedCount: number;
  sending: boolean;
  onReturnAnswers: (body: { format: 'original' | 'csv'; message: string }) => Promise<unknown>;
  onReturnFile: (body: { file: File; message: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [how, setHow] = useState<'original' | 'csv' | 'file'>(tabular ? 'original' : 'file');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    if (how === 'file' && !file) return setError(M.returnFileRequired);
    try {
      await (how === 'file'
        ? onReturnFile({ file: file!, message })
        : onReturnAnswers({ format: how, message }));
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : M.unparseable);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Return to the member" size="lg" closeOnEscape={!sending}>
      <Stack gap="md">
        <Text fz="sm">
          {questionnaire.submittedBy.name} ({questionnaire.submittedBy.email}) of {questionnaire.account.name}{' '}
          is mailed a link to download the answered file from their account menu.
        </Text>
        <Radio.Group label="What to send" value={how} onChange={(value) => setHow(value as typeof how)}>
          <Stack gap="xs" mt={6}>
            {tabular && (
              <>
                <Radio
                  value="original"
                  label={`Their ${questionnaire.file?.format === 'csv' ? 'CSV' : 'workbook'} with the approved answers filled in`}
                  description={`${approvedCount} approved ${approvedCount === 1 ? 'answer' : 'answers'}; unapproved ones stay empty.`}
                />
                <Radio value="csv" label="A CSV of every question with its approved answer" />
              </>
            )}
            <Radio value="file" label="A file I answered myself" />
          </Stack>
        </Radio.Group>
        {how === 'file' && (
          <FileInput
            label="Answered file"
            accept={QUESTIONNAIRE_ACCEPT}
            value={file}
            onChange={setFile}
            placeholder="Choose a file"
            required
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the file' }}
          />
        )}
        <Textarea
          label="Message to the member (optional)"
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
        />
        {error && (
          <Text c="red" fz="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={sending}>
            Return questionnaire
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
