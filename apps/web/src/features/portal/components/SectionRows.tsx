import { Grid, Skeleton, Stack } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import {
  isGridCard,
  sectionRows,
  type ComplianceUpdateTopic,
  type PortalView,
  type Section,
} from '@trust/shared';
import { NdaPrompt, SecurityReviewBanner } from '@/features/access';
import { lazyAhead } from '@/lib/lazy-ahead';
import { CardGrid } from './CardGrid';
import { CertificationsCard } from './CertificationsCard';
import { DocumentsCard } from './DocumentsCard';
import { HelpCard } from './HelpCard';
import { OverviewCard } from './OverviewCard';
import { TrustedByCard } from './TrustedByCard';
import { usePortal } from '../context';

/** Below the fold: loaded next to the page (the server painted them), not before its first paint. */
const KnowledgeBaseCard = lazyAhead(() => import('./KnowledgeBaseCard'));
const SubprocessorsCard = lazyAhead(() => import('./SubprocessorsCard'));
const belowFold = (node: ReactNode) => (
  <Suspense fallback={<Skeleton height={240} radius="lg" />}>{node}</Suspense>
);

interface SectionRowsProps {
  view: PortalView;
  topics: ComplianceUpdateTopic[];
  renderUpdates: (topics: ComplianceUpdateTopic[]) => ReactNode;
}

/** The page body: one row per section in the product's section order; sections with nothing to show are left out. */
export function SectionRows({ view, topics, renderUpdates }: SectionRowsProps) {
  const { editor } = usePortal();
  const card = (kind: string) => view.cards.find((c) => c.kind === kind);
  const render = (section: Section): ReactNode => {
    switch (section) {
      case 'overview':
        return view.overview && <OverviewCard overview={view.overview} />;
      case 'certifications': {
        const c = card('certifications');
        return c && <CertificationsCard card={c} />;
      }
      case 'trusted_by': {
        const c = card('trusted_by');
        return (
          c && (view.trustedBy.length > 0 || editor) && <TrustedByCard card={c} companies={view.trustedBy} />
        );
      }
      case 'subprocessors': {
        const c = card('subprocessors');
        return (
          c &&
          (view.subprocessors.length > 0 || editor) &&
          belowFold(<SubprocessorsCard card={c} subprocessors={view.subprocessors} />)
        );
      }
      case 'documents': {
        const c = card('documents');
        return c && view.documents.length > 0 && <DocumentsCard card={c} entries={view.documents} />;
      }
      case 'cards': {
        const grid = view.cards.filter((c) => isGridCard(c.kind));
        return grid.length > 0 && <CardGrid cards={grid} />;
      }
      case 'knowledge_base':
        return (
          view.knowledgeBase.length > 0 &&
          belowFold(<KnowledgeBaseCard entries={view.knowledgeBase} total={view.knowledgeBaseTotal} />)
        );
      case 'trust_center_updates':
        return belowFold(renderUpdates(topics));
      case 'help':
        return (
          <HelpCard
            customization={view.sharedInfo.customization}
            organisationName={view.organisation.name}
            staff={editor !== null}
          />
        );
    }
  };

  const renderRow = (row: readonly Section[]): ReactNode => {
    const parts = row.map((section) => ({ section, node: render(section) })).filter((p) => Boolean(p.node));
    if (parts.length === 0) return null;
    if (parts.length === 1) return <div data-section={parts[0]!.section}>{parts[0]!.node}</div>;
    return (
      <Grid gap="lg">
        {parts.map((p, index) => (
          <Grid.Col key={p.section} span={{ base: 12, md: index === 0 ? 7 : 5 }} data-section={p.section}>
            {p.node}
          </Grid.Col>
        ))}
      </Grid>
    );
  };

  return (
    <Stack gap="lg">
      <SecurityReviewBanner view={view} />
      <NdaPrompt view={view} />
      {sectionRows(view.pageSettings.sectionOrder).map((row) => (
        // Each row is a boundary of its own: on a server-painted page React hydrates the rows after
        // the page's frame, one interruptible pass, instead of in one long task before anything
        // responds. A click on a row not yet hydrated hydrates it there and then (see lazyAhead).
        <Suspense key={row.join('+')} fallback={null}>
          {renderRow(row)}
        </Suspense>
      ))}
    </Stack>
  );
}
