import { useEffect, useState } from 'react';
import { isEndBeforeStart, isoDay } from '@shared/pricing/event-quote';
import { EquipmentAvailabilityDocument } from '../../graphql-public/graphql';
import { graphqlFetch } from '../../lib/public-graphql/graphql-fetch';

/** Per item code: units owned and the minimum left over the event's dates (turnaround included). */
export type EquipmentAvailabilityMap = Readonly<Record<string, { stock: number; available: number }>>;

/**
 * Asks `equipmentAvailability` once the event's dates are known (and again when they change);
 * null while they are not, while loading, or when the answer failed (the server checks anyway).
 */
export function useEquipmentAvailability(dateStart: string, dateEnd: string): EquipmentAvailabilityMap | null {
  const start = isoDay(dateStart);
  const end = isoDay(dateEnd);
  const known = start !== null && end !== null && !isEndBeforeStart(start, end);
  const key = known ? `${start}|${end}` : null;
  const [answer, setAnswer] = useState<{ key: string; map: EquipmentAvailabilityMap } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    const [from, to] = key.split('|') as [string, string];
    graphqlFetch(EquipmentAvailabilityDocument, { start: from, end: to }).then(
      (data) => {
        if (!current) return;
        setAnswer({ key, map: Object.fromEntries(data.equipmentAvailability.map((row) => [row.code, { stock: row.stock, available: row.available }])) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);

  return answer && answer.key === key ? answer.map : null;
}
