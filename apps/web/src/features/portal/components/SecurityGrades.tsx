import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import type { GradeEntry } from '@trust/shared';

const COLOURS = { green: 'teal', yellow: 'yellow', red: 'red' } as const;

/**
 * A grade in its colour: a round mark, 40 px (20 px on small screens, as the Security Scorecard
 * image), sized by CSS so the server's paint already fits the screen. The darker shades carry
 * white text at 4.5:1.
 */
export function GradeMark({ entry }: { entry: Pick<GradeEntry, 'grade' | 'colour'> }) {
  const size = { base: 20, sm: 40 };
  const colour = entry.colour ? COLOURS[entry.colour] : 'gray';
  return (
    <Box
      w={size}
      h={size}
      bg={`var(--mantine-color-${colour}-${entry.colour === 'yellow' ? 4 : 9})`}
      c={entry.colour === 'yellow' ? 'dark.8' : 'white'}
      fz={{ base: 10, sm: entry.grade && entry.grade.length > 2 ? 12 : 16 }}
      fw={700}
      style={{ borderRadius: '50%', display: 'grid', placeItems: 'center', flexShrink: 0 }}
      aria-hidden
    >
      {entry.grade ?? '–'}
    </Box>
  );
}

/** Where a grade links: the report URL, or Security Scorecard's page for the domain. */
const linkOf = (entry: GradeEntry) =>
  entry.provider === 'SecurityScorecard' && entry.url
    ? `https://securityscorecard.com/security-rating/${encodeURIComponent(entry.url)}`
    : entry.url;

/** The security grades as visitors read them: mark, name (linked to the report), description. */
export function SecurityGradesList({ entries, limit }: { entries: GradeEntry[]; limit?: number }) {
  if (entries.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        Nothing has been published here yet.
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {entries.slice(0, limit).map((entry) => {
        const link = linkOf(entry);
        return (
          <Group key={entry.id} component="li" gap="sm" wrap="nowrap" align="center">
            <GradeMark entry={entry} />
            <div style={{ minWidth: 0 }}>
              {link ? (
                <Anchor href={link} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
                  {entry.label}
                </Anchor>
              ) : (
                <Text fz="sm" fw={600}>
                  {entry.label}
                </Text>
              )}
              <Text fz="xs" c="dimmed">
                {entry.grade ? `Grade ${entry.grade}` : 'No grade'}
                {entry.description ? ` · ${entry.description}` : ''}
              </Text>
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}
