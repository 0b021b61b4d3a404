import { Paper, Stack, Text, type PaperProps } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import type { HTMLAttributes, ReactNode } from 'react';

/** The dashed area of a file drop zone: what FileDropzone fills with behaviour, and shows while it loads. */
export function FileDropzoneFrame({
  label,
  active = false,
  children,
  ...rootProps
}: { label: string; active?: boolean; children?: ReactNode } & PaperProps & HTMLAttributes<HTMLDivElement>) {
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      {...rootProps}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        cursor: 'pointer',
        background: active ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      {children}
      <Stack align="center" gap="xs">
        <IconFileSearch size={40} aria-hidden />
        <Text fw={600} ta="center">
          {label}
        </Text>
      </Stack>
    </Paper>
  );
}
