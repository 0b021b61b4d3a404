import { Avatar, Group, Stack, Text } from '@mantine/core';
import { Hint } from '@/components/floating/Hint';
import type { PortalCard, TrustedCompany } from '@trust/shared';
import { EditorCardActions } from './EditorCardActions';
import { SectionCard } from './SectionCard';

/** Companies that trust the organisation, as 56 px marks with their names; editors also see it empty. */
export function TrustedByCard({ card, companies }: { card: PortalCard; companies: TrustedCompany[] }) {
  return (
    <SectionCard
      title={card.title}
      iconUrl={card.iconUrl}
      subtitle={card.displayText}
      testId="card-trusted-by"
      hidden={card.hidden}
      actions={<EditorCardActions card={card} />}
    >
      {companies.length === 0 && (
        <Text c="dimmed" fz="sm">
          You haven't selected any companies yet
        </Text>
      )}
      <Group gap="xl" justify="flex-start">
        {companies.map(({ id, company }) => (
          <Hint key={id} label={company.domain ?? company.name} disabled={!company.domain}>
            <Stack gap={6} align="center" w={96}>
              <Avatar src={company.logoUrl} size={56} radius="md" alt="">
                {company.name.slice(0, 2)}
              </Avatar>
              <Text fz="xs" ta="center" fw={500} lineClamp={2}>
                {company.name}
              </Text>
            </Stack>
          </Hint>
        ))}
      </Group>
    </SectionCard>
  );
}
