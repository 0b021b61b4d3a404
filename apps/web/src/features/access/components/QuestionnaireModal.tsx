import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconFileSpreadsheet, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import {
  QUESTIONNAIRE_ACCEPT,
  QUESTIONNAIRE_MESSAGES as M,
  questionnaireLinkBodySchema,
  type PortalView,
} from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Alert.css';
import { ApiError } from '@/lib/api';
import { useSubmitQuestionnaire } from '../questionnaires-api';

type Step = 'notice' | 'form' | 'submitted';

/**
 * Hands in a security questionnaire (visitor spec section 4): a notice about the time it takes,
 * then a file to upload or a link to provide, then the confirmation.
 */
export default function QuestionnaireModal({
  view,
  onClose,
  onShowList,
}: {
  view: PortalView;
  onClose: () => void;
  onShowList: () => void;
}) {
  const org = view.organisation;
  const [step, setStep] = useState<Step>('notice');
  const [kind, setKind] = useState<'file' | 'link'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: 'file' | 'link' | null; message: string } | null>(null);
  const submit = useSubmitQuestionnaire(org.slug);

  const send = () => {
    setError(null);
    const productId = view.product.productId;
    if (kind === 'file') {
      if (!file) return setError({ field: 'file', message: M.fileRequired });
      submit.mutate(
        { kind, productId, file, note },
        { onSuccess: () => setStep('submitted'), onError: fail },
      );
    } else {
      const checked = questionnaireLinkBodySchema.safeParse({ productId, link, note });
      if (!checked.success) return setError({ field: 'link', message: M.linkInvalid });
      submit.mutate(
        { kind, productId, link: checked.data.link, note },
        { onSuccess: () => setStep('submitted'), onError: fail },
      );
    }
  };
  const fail = (failure: unknown) => {
    const message = failure instanceof ApiError ? failure.message : M.fileType;
    setError({ field: failure instanceof ApiError && failure.fields?.link ? 'link' : null, message });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeOnClickOutside={!submit.isPending}
      closeOnEscape={!submit.isPending}
      title={step === 'notice' ? M.noticeTitle : step === 'form' ? M.chooseTitle : M.submitted}
      size="lg"
      data-testid="questionnaire-modal"
    >
      {step === 'notice' && (
        <Stack gap="md">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
              <IconInfoCircle size={20} />
            </ThemeIcon>
            <Text fz="sm">{M.notice(org.name)}</Text>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {M.cancel}
            </Button>
            <Button onClick={() => setStep('form')}>{M.continue}</Button>
          </Group>
        </Stack>
      )}
      {step === 'form' && (
        <Stack gap="md">
          <SegmentedControl
            value={kind}
            onChange={(value) => {
              setKind(value as 'file' | 'link');
              setError(null);
            }}
            data={[
              { value: 'file', label: M.uploadFile },
              { value: 'link', label: M.provideLink },
            ]}
            aria-label={M.chooseTitle}
            fullWidth
          />
          {kind === 'file' ? (
            <FileInput
              label={M.fileLabel}
              description={M.fileHelp}
              placeholder={M.uploadFile}
              accept={QUESTIONNAIRE_ACCEPT}
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setError(null);
              }}
              leftSection={<IconFileSpreadsheet size={16} />}
              clearable
              clearButtonProps={{ 'aria-label': 'Remove the file' }}
              required
              error={error?.field === 'file' ? error.message : undefined}
            />
          ) : (
            <TextInput
              label={M.linkLabel}
              description={M.linkHelp}
              placeholder="https://"
              type="url"
              value={link}
              onChange={(event) => setLink(event.currentTarget.value)}
              required
              error={error?.field === 'link' ? error.message : undefined}
            />
          )}
          <Textarea
            label={M.noteLabel}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
            maxRows={6}
          />
          {error && error.field === null && (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep('notice')} disabled={submit.isPending}>
              {M.back}
            </Button>
            <Button onClick={send} loading={submit.isPending}>
              {M.submit}
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'submitted' && (
        <Stack gap="md" align="center" ta="center" py="sm">
          <ThemeIcon variant="light" color="teal" size={56} radius="xl" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title order={3} fz="lg" role="status">
            {M.submitted}
          </Title>
          <Text fz="sm">{M.hearBack(org.name)}</Text>
          <Text fz="sm" c="dimmed">
            {M.viewUnder}
          </Text>
          <Group>
            <Button variant="default" onClick={onShowList}>
              {M.menuItem}
            </Button>
            <Button onClick={onClose}>{M.close}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
