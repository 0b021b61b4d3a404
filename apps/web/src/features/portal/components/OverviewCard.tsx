import { Box, Typography } from '@mantine/core';
import type { PortalView } from '@trust/shared';
import { SectionCard } from './SectionCard';

/** The organisation's own words, rendered from sanitised markdown; long text scrolls at 600 px. */
export function OverviewCard({ overview }: { overview: NonNullable<PortalView['overview']> }) {
  return (
    <SectionCard title={overview.title} testId="card-overview">
      <Box mah={600} style={{ overflowY: 'auto' }}>
        <Typography fz="sm">
          <div dangerouslySetInnerHTML={{ __html: overview.html }} />
        </Typography>
      </Box>
    </SectionCard>
  );
}
