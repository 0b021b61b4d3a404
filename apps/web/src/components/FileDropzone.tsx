import { Paper, Stack, Text } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useDropzone } from 'react-dropzone';

/** A dashed area that takes one file, dropped or chosen; the label names the hidden file input too. */
export function FileDropzone({
  label,
  onFile,
  testId,
}: {
  label: string;
  onFile: (file: File) => void;
  testId?: string;
}) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    onDrop: (files) => files[0] && onFile(files[0]),
  });
  return (
    <Paper
      {...getRootProps()}
      withBorder
      radius="md"
      p="xl"
      data-testid={testId}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        cursor: 'pointer',
        background: isDragActive ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <input {...getInputProps()} aria-label={label} />
      <Stack align="center" gap="xs">
        <IconFileSearch size={40} aria-hidden />
        <Text fw={600} ta="center">
          {label}
        </Text>
      </Stack>
    </Paper>
  );
}
