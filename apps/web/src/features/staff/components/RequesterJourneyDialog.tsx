import { Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import {
  IconClick,
  IconFileText,
  IconHome,
  IconLock,
  IconSearch,
  IconShare,
  IconHelp,
} from '@tabler/icons-react';
import { useContext, type ReactNode } from 'react';
import {
  JOURNEY_LOOKBACK_DAYS,
  type AccessRequestSummary,
  type AnalyticsEventType,
  type RequesterJourney,
} from '@trust/shared';
import { DateLocaleContext } from '@/lib/date-locale';
import { countOf, formatDateTime } from '@/lib/format';
import { useRequesterJourney } from '../analytics-api';
import '@mantine/core/styles/Timeline.css';
import '@/app/floating-styles';

const ICONS: Partial<Record<AnalyticsEventType, ReactNode>> = {
  page_view: <IconHome size={12} />,
  card_click: <IconClick size={12} />,
  search_entered: <IconSearch size={12} />,
  search_select: <IconSearch size={12} />,
  file_engaged: <IconFileText size={12} />,
  file_requested: <IconLock size={12} />,
  support_click: <IconHelp size={12} />,
  share_click: <IconShare size={12} />,
};

function Steps({ journey, locale }: { journey: RequesterJourney; locale: string }) {
  if (!journey.tracked)
    return (
      <Text fz="sm" c="dimmed">
        Nothing to show: the requester did not allow analytics on the trust centre.
      </Text>
    );
  if (journey.steps.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        The requester asked without looking at anything first.
      </Text>
    );
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        First seen {formatDateTime(journey.firstSeen!, locale)}; visited on{' '}
        {countOf(journey.visitDays, 'day')} in the {JOURNEY_LOOKBACK_DAYS} days before asking.
        {journey.truncated && ' The most recent steps are listed.'}
      </Text>
      <Timeline bulletSize={22} lineWidth={2} data-testid="requester-journey">
        {journey.steps.map((step, i) => (
          <Timeline.Item key={`${step.at}-${i}`} bullet={ICONS[step.type]}>
            <Text fz="sm">{step.text}</Text>
            <Text fz="xs" c="dimmed">
              <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

/** What a requester read, searched and asked for on the portal before sending the request. */
export function RequesterJourneyDialog({
  request,
  onClose,
}: {
  request: AccessRequestSummary;
  onClose: () => void;
}) {
  const journey = useRequesterJourney(request.id);
  const locale = useContext(DateLocaleContext);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`What ${request.firstName} ${request.lastName} looked at before asking`}
      size="lg"
    >
      {journey.data ? (
        <Steps journey={journey.data} locale={locale} />
      ) : journey.isError ? (
        <Text fz="sm" c="red" role="alert">
          Could not load what the requester looked at. Please try again.
        </Text>
      ) : (
        <Loader size="sm" aria-label="Loading" />
      )}
    </Modal>
  );
}
