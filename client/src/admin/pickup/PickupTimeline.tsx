import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AdminPickupTimelineDocument } from '../../graphql/graphql';
import { QueryView } from '../kit/QueryView';
import { usePickupFormat } from '../kit/pickup-format';

/**
 * The pickup detail's portal timeline: what the client answered in their portal (estimate and slot
 * accepted, another slot asked with their message), who and when — as the event detail shows the
 * quote timeline.
 */
export function PickupTimeline({ pickupRequestId }: { pickupRequestId: string }) {
  const { t } = useTranslation();
  const format = usePickupFormat();
  const { data, loading, error, refetch } = useQuery(AdminPickupTimelineDocument, {
    variables: { pickupRequestId },
    fetchPolicy: 'cache-and-network',
  });
  const timeline = (
    <QueryView
      loading={loading}
      error={error}
      data={data?.pickupTimeline}
      errorMessage={t('pickupTimeline.loadFailed')}
      onRetry={() => void refetch().catch(() => undefined)}
      isEmpty={(entries) => entries.length === 0}
      empty={t('pickupTimeline.empty')}
    >
      {(entries) => (
        <ol>
          {entries.map((entry, index) => (
            <li key={index}>
              <strong>{t(`pickupTimeline.kinds.${entry.kind.replace(/\./g, '_')}`, { defaultValue: entry.label })}</strong>
              {' — '}
              {t('pickupTimeline.entry', { when: format.dateTime(entry.at), actor: t(`pickupTimeline.actors.${entry.actor}`, { defaultValue: entry.actor }) })}
              {entry.actorName ? ` (${entry.actorName})` : ''}
              {entry.message ? ` : « ${entry.message} »` : ''}
            </li>
          ))}
        </ol>
      )}
    </QueryView>
  );
  return (
    <section aria-labelledby={`pickup-timeline-${pickupRequestId}`}>
      <h3 id={`pickup-timeline-${pickupRequestId}`}>{t('pickupTimeline.title')}</h3>
      {timeline}
    </section>
  );
}
