import { Button, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useCopy } from '@/lib/use-copy';
import { TimedCollapse } from '@/components/TimedCollapse';

interface ExampleExplanationProps {
  example: string;
  /** Offered only while the explanation is empty, so nothing written is overwritten. */
  onUse?: () => void;
}

/** 'See example' under the explanation: a model answer to copy, or to start from. */
export function ExampleExplanation({ example, onUse }: ExampleExplanationProps) {
  const [open, setOpen] = useState(false);
  const { copied, copy } = useCopy();
  return (
    <div>
      <UnstyledButton
        fz="xs"
        c="var(--mantine-color-anchor)"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {open ? 'Hide example' : 'See example'}
      </UnstyledButton>
      <TimedCollapse expanded={open}>
        <Paper withBorder radius="sm" p="xs" mt={4} data-testid="example-explanation">
          <Text fz="sm" fs="italic">
            {example}
          </Text>
          <Group gap="xs" mt={6}>
            <Button
              size="compact-xs"
              variant="light"
              color={copied ? 'teal' : copied === false ? 'red' : undefined}
              leftSection={copied ? <IconCheck size={12} /> : <IconCopy size={12} />}
              onClick={() => void copy(example)}
            >
              {copied ? 'Copied!' : copied === false ? 'Copy failed: select the text instead' : 'Copy'}
            </Button>
            {onUse && (
              <Button size="compact-xs" variant="subtle" onClick={onUse}>
                Use as explanation
              </Button>
            )}
          </Group>
        </Paper>
      </TimedCollapse>
    </div>
  );
}
