import { Text } from '@mantine/core';
import { RELATIONSHIP_LABELS, type AccessRequestSummary, type Relationship } from '@trust/shared';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** What the requester added on the form: job title, relationship, country, and their reason. */
export function RequestDetails({ details }: { details: AccessRequestSummary['details'] }) {
  const relationship = text(details.relationship);
  const country = text(details.country);
  const facts = [
    text(details.jobTitle),
    relationship ? (RELATIONSHIP_LABELS[relationship as Relationship] ?? relationship) : null,
    country ? (countryNames.of(country) ?? country) : null,
  ].filter(Boolean);
  const reason = text(details.reason);
  if (!facts.length && !reason) return null;
  return (
    <>
      {facts.length > 0 && (
        <Text fz="xs" c="dimmed">
          {facts.join(' · ')}
        </Text>
      )}
      {reason && (
        <Text fz="xs" mt={2} maw={360} style={{ whiteSpace: 'pre-wrap' }} data-testid="request-reason">
          “{reason}”
        </Text>
      )}
    </>
  );
}
