import { EQUIPMENT_TYPES, EVENT_LIMITS, type EquipmentType } from '@shared/pricing/event-quote';
import type { EquipmentAvailabilityMap } from './use-equipment-availability';

/**
 * Issue #25: demand that could not be met stays visible. When the wizard caps an equipment count at
 * what is left for the dates (a suggestion above it, or a count chosen before the dates changed), it
 * remembers the number wanted; the request sends it as `askedMaterials` beside the granted count, and
 * staff see both on the event. Never priced: the server prices `materials` only.
 */
export type AskedCounts = Partial<Record<EquipmentType, number>>;

/** Remembers that `type` was wanted `wanted` times and capped at `granted` (the larger wish is kept). */
export function recordCapped(asked: AskedCounts, type: EquipmentType, wanted: number, granted: number): AskedCounts {
  if (wanted <= granted) return asked;
  return { ...asked, [type]: Math.min(EVENT_LIMITS.maxQuantity, Math.max(asked[type] ?? 0, wanted)) };
}

/**
 * What to send: the asked counts of the types whose granted count still sits at what is left for the
 * dates (a count the customer lowered by hand afterwards is their own choice, not unmet demand).
 * Undefined when there is none (the field is optional).
 */
export function askedMaterialsToSend(
  asked: AskedCounts,
  materials: Readonly<Record<EquipmentType, number>>,
  availability: EquipmentAvailabilityMap | null,
): AskedCounts | undefined {
  const kept = EQUIPMENT_TYPES.filter((type) => {
    const wanted = asked[type];
    const left = availability?.[type]?.available;
    return wanted !== undefined && left !== undefined && materials[type] === left && wanted > materials[type];
  });
  return kept.length ? Object.fromEntries(kept.map((type) => [type, asked[type]!])) : undefined;
}
