import { Button, Group, Stack, Text } from '@mantine/core';
import { CompanyLogo } from './CompanyLogo';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Hint } from '@/components/floating/Hint';
import {
  COMPANY_LOGO_SIZES,
  COMPANY_MESSAGES as M,
  type PortalCard,
  type TrustedCompany,
} from '@trust/shared';
import { TrustedByDialog } from '@/features/editor';
import { usePortal } from '../context';
import { TimedCollapse } from '@/components/TimedCollapse';
import { CompanyLogoStack } from './CompanyLogoStack';
import { EditCardButton } from './EditCardButton';
import { EditorCardActions } from './EditorCardActions';
import { SectionCard } from './SectionCard';

/** More companies than this collapse the card to the stacked logos, with 'View all' to open the marks. */
const COLLAPSE_ABOVE = 6;

/**
 * Companies that trust the organisation, as 56 px marks with their names; a long list starts
 * collapsed to five stacked 30 px logos. Editors also see it empty.
 */
export function TrustedByCard({ card, companies }: { card: PortalCard; companies: TrustedCompany[] }) {
  const { view, editor } = usePortal();
  const [editing, setEditing] = useState(false);
  const collapsible = companies.length > COLLAPSE_ABOVE;
  const [expanded, setExpanded] = useState(false);
  return (
    <SectionCard
      title={card.title}
      iconUrl={card.iconUrl}
      subtitle={card.displayText}
      testId="card-trusted-by"
      hidden={card.hidden}
      actions={
        <>
          {editor && companies.length > 0 && (
            <EditCardButton label="Edit companies" onClick={() => setEditing(true)} />
          )}
          <EditorCardActions card={card} />
        </>
      }
    >
      {companies.length === 0 && (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed" fz="sm">
            {M.noCompanies}
          </Text>
          {editor && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing(true)}>
              Add Items
            </Button>
          )}
        </Stack>
      )}
      {collapsible ? (
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <CompanyLogoStack companies={companies.map((c) => c.company)} />
            <Button
              variant="subtle"
              size="xs"
              onClick={() => setExpanded((e) => !e)}
              aria-expanded={expanded}
            >
              {expanded ? 'View less' : `View all ${companies.length} companies`}
            </Button>
          </Group>
          <TimedCollapse expanded={expanded}>
            <CompanyMarks companies={companies} />
          </TimedCollapse>
        </Stack>
      ) : (
        <CompanyMarks companies={companies} />
      )}
      {editing && (
        <Suspense>
          <TrustedByDialog
            productId={view.product.productId}
            companies={companies}
            canEditAssets={editor?.canEditAssets ?? false}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}

function CompanyMarks({ companies }: { companies: TrustedCompany[] }) {
  return (
    <Group gap="xl" justify="flex-start" align="flex-start">
      {companies.map(({ id, company }) => {
        const mark = (
          <Stack gap={6} align="center" w={96}>
            <CompanyLogo company={company} size={COMPANY_LOGO_SIZES.trustedBy} radius="md" />
            <Text fz="xs" ta="center" fw={500} lineClamp={2} c="var(--mantine-color-text)">
              {company.name}
            </Text>
          </Stack>
        );
        return (
          <Hint key={id} label={company.domain ?? company.url ?? company.name}>
            {company.url ? (
              <a
                href={company.url}
                target="_blank"
                rel="noopener noreferrer"
                style={{ textDecoration: 'none' }}
              >
                {mark}
              </a>
            ) : (
              mark
            )}
          </Hint>
        );
      })}
    </Group>
  );
}
