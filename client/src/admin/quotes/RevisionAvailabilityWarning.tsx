import { useQuery } from '@apollo/client/react';
import { AVAILABILITY_MESSAGES } from '@shared/availability.messages.fr';
import { EventEquipmentAvailabilityDocument } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';

/**
 * The quote editor's warning (issue #16): each equipment line of the draft revision above what is
 * left for the event's dates (its own hold or reservation given back) gets the server's French
 * message. Staff cannot override it: sending or acceptance is refused the same way.
 */
export function RevisionAvailabilityWarning({ eventRequestId, lines }: { eventRequestId: string; lines: readonly { kind: string; code: string; quantity: string }[] }) {
  const { data } = useQuery(EventEquipmentAvailabilityDocument, { variables: { eventRequestId } });
  if (!data) return null;
  const wanted = new Map<string, number>();
  for (const line of lines) if (line.kind === 'equipment' && line.code) wanted.set(line.code, (wanted.get(line.code) ?? 0) + (Number(line.quantity) || 0));
  const problems = data.eventEquipmentAvailability
    .filter((row) => (wanted.get(row.code) ?? 0) > row.available)
    .map((row) => AVAILABILITY_MESSAGES.remaining(row.code, row.label, row.available));
  if (!problems.length) return null;
  return (
    <Alert tone="error" role="alert">
      {problems.join(' ')}
    </Alert>
  );
}
