import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One panel of the dashboard: a section named by its heading, so it is a landmark to jump to. */
export function DashboardPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="sm" id={headingId}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
