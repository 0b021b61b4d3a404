import { Anchor, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CHECKLIST_STEPS } from '@trust/shared';
import { useStaffMe } from '../api';
import { useChecklist } from '../team-api';

/** A new trust centre's first steps; each is ticked from the organisation's data, not by hand. */
export function GetStartedPage() {
  const org = useStaffMe().data?.organisations[0];
  const steps = useChecklist().data?.steps ?? [];
  const done = new Set(steps.filter((s) => s.done).map((s) => s.key));
  return (
    <Stack gap="md" maw={720} data-testid="get-started">
      <div>
        <Title order={1} fz={24}>
          Get started
        </Title>
        <Text c="dimmed">
          Your trust centre is live at{' '}
          <Anchor href={`/${org?.slug ?? ''}`} target="_blank" underline="always">
            {window.location.origin}/{org?.slug}
          </Anchor>
          . Sections with nothing in them yet show visitors a short placeholder: fill them, or hide a card
          from its menu.
        </Text>
      </div>
      <Progress
        value={(done.size / CHECKLIST_STEPS.length) * 100}
        aria-label={`${done.size} of ${CHECKLIST_STEPS.length} steps done`}
      />
      <Paper withBorder radius="md">
        <Stack gap={0}>
          {CHECKLIST_STEPS.map((step, index) => (
            <Group
              key={step.key}
              p="md"
              gap="md"
              wrap="nowrap"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
            >
              <ThemeIcon
                radius="xl"
                variant={done.has(step.key) ? 'filled' : 'light'}
                color={done.has(step.key) ? 'teal' : 'gray'}
                aria-hidden
              >
                {done.has(step.key) ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
              </ThemeIcon>
              <div style={{ flex: 1 }}>
                <Anchor component={Link} to={`/app/${step.path}`} fw={600}>
                  {step.title}
                </Anchor>
                <Text fz="sm" c="dimmed">
                  {step.text}
                </Text>
              </div>
              <Text fz="sm" c={done.has(step.key) ? 'teal.9' : 'dimmed'}>
                {done.has(step.key) ? 'Done' : 'To do'}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
