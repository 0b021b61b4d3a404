import { Button, Collapse, CopyButton, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

interface ExampleExplanationProps {
  example: string;
  /** Offered only while the explanation is empty, so nothing written is overwritten. */
  onUse?: () => void;
}

/** 'See example' under the explanation: a model answer to copy, or to start from. */
export function ExampleExplanation({ example, onUse }: ExampleExplanationProps) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <UnstyledButton fz="xs" c="var(--mantine-primary-color-filled)" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Hide example' : 'See example'}
      </UnstyledButton>
      <Collapse expanded={open}>
        <Paper withBorder radius="sm" p="xs" mt={4} data-testid="example-explanation">
          <Text fz="sm" fs="italic">
            {example}
          </Text>
          <Group gap="xs" mt={6}>
            <CopyButton value={example} timeout={3000}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="light" color={copied ? 'teal' : undefined} leftSection={copied ? <IconCheck size={12} /> : <IconCopy size={12} />} onClick={copy}>
                  {copied ? 'Copied!' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            {onUse && (
              <Button size="compact-xs" variant="subtle" onClick={onUse}>
                Use as explanation
              </Button>
            )}
          </Group>
        </Paper>
      </Collapse>
    </div>
  );
}
