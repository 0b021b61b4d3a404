import {
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
  Typography,
} from '@mantine/core';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useState } from 'react';
import { BRIDGE_LETTER_TYPES, EDITOR_MESSAGES as M, type BridgeLetterDraft } from '@trust/shared';
import '@/app/floating-styles';
import '@mantine/core/styles/InlineInput.css';

const EMPTY: BridgeLetterDraft = {
  letterEnabled: false,
  letterContent: '',
  signerName: '',
  signerTitle: '',
  letterType: 'SOC 2',
};

/** A SOC report's bridge letter: the plan-gated toggle, the markdown with its preview, the signer. */
export function BridgeLetterEditor({
  value,
  allowed,
  errors,
  onChange,
}: {
  value: BridgeLetterDraft | null;
  allowed: boolean;
  errors: Record<string, string>;
  onChange: (v: BridgeLetterDraft) => void;
}) {
  const letter = value ?? EMPTY;
  const [preview, setPreview] = useState(false);
  const set = (change: Partial<BridgeLetterDraft>) => onChange({ ...letter, ...change });
  const error = (field: keyof BridgeLetterDraft) => errors[`bridgeLetter.${field}`];
  return (
    <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        <Tooltip label={M.upgrade} disabled={allowed || letter.letterEnabled}>
          <div style={{ alignSelf: 'flex-start' }}>
            <Switch
              label="Bridge letter"
              checked={letter.letterEnabled}
              onChange={(e) => set({ letterEnabled: e.currentTarget.checked })}
              disabled={!allowed && !letter.letterEnabled}
            />
          </div>
        </Tooltip>
        {letter.letterEnabled && (
          <>
            <SegmentedControl
              size="xs"
              value={letter.letterType}
              onChange={(v) => set({ letterType: v as BridgeLetterDraft['letterType'] })}
              data={[...BRIDGE_LETTER_TYPES]}
              style={{ alignSelf: 'flex-start' }}
            />
            <Group justify="space-between">
              <Text fz="sm" fw={500}>
                Letter
              </Text>
              <SegmentedControl
                size="xs"
                value={preview ? 'preview' : 'edit'}
                onChange={(v) => setPreview(v === 'preview')}
                data={[
                  { value: 'edit', label: 'Edit' },
                  { value: 'preview', label: 'View with Markdown' },
                ]}
              />
            </Group>
            {preview ? (
              <Typography>
                <div
                  style={{ fontSize: 14 }}
                  dangerouslySetInnerHTML={{
                    __html: DOMPurify.sanitize(marked.parse(letter.letterContent, { async: false })),
                  }}
                />
              </Typography>
            ) : (
              <Textarea
                aria-label="Letter content"
                autosize
                minRows={4}
                value={letter.letterContent}
                onChange={(e) => set({ letterContent: e.currentTarget.value })}
                error={error('letterContent')}
              />
            )}
            <Group grow align="flex-start">
              <TextInput
                label="Signer name"
                value={letter.signerName}
                onChange={(e) => set({ signerName: e.currentTarget.value })}
                error={error('signerName')}
              />
              <TextInput
                label="Signer title"
                value={letter.signerTitle}
                onChange={(e) => set({ signerTitle: e.currentTarget.value })}
                error={error('signerTitle')}
              />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
