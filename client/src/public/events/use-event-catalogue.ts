import { createContext, useContext, useMemo } from 'react';
import { eventCatalogueExtras, type CatalogueItem, type CatalogueUnit } from '@shared/pricing/event-quote';
import { formatCad } from '@shared/pricing/money';
import { EventCatalogueDocument } from '../../graphql-public/graphql';
import { useGraphQLQuery } from '../../lib/public-graphql/graphql-fetch';

/**
 * What the price list offers on the wizard (issue #28, the public `eventCatalogue` query): the
 * items and services staff added in Tarification, with their unit, and the price-list names
 * offered (a built-in item staff made inactive is not shown). Until the answer comes, or when it
 * fails, the built-in items show as they always did and nothing else (the server decides anyway).
 */
export interface EventCatalogueState {
  readonly extras: readonly CatalogueItem[];
  /** Price-list names offered now; null while unknown (everything built in is shown). */
  readonly offered: ReadonlySet<string> | null;
}

const UNKNOWN: EventCatalogueState = { extras: [], offered: null };

export const EventCatalogueContext = createContext<EventCatalogueState>(UNKNOWN);

/** Reads the catalogue once per visit (kept like the price list). */
export function useEventCatalogueQuery(): EventCatalogueState {
  const { data } = useGraphQLQuery(EventCatalogueDocument, {}, { keep: true });
  return useMemo(
    () => (data?.eventCatalogue ? { extras: eventCatalogueExtras(data.eventCatalogue), offered: new Set(data.eventCatalogue.map((row) => row.name)) } : UNKNOWN),
    [data],
  );
}

/** The catalogue the wizard's steps show (provided by the wizard). */
export function useEventCatalogue(): EventCatalogueState {
  return useContext(EventCatalogueContext);
}

/** A built-in price-list row is shown unless the catalogue is known and leaves it out. */
export function isOffered(catalogue: EventCatalogueState, priceKey: string): boolean {
  return catalogue.offered === null || catalogue.offered.has(priceKey);
}

/** French unit words of Tarification: « par jour », « par article », « par heure », « forfait ». */
export const UNIT_TEXT: Readonly<Record<CatalogueUnit, string>> = {
  unit_day: 'par jour',
  item: 'par article',
  hour: 'par heure',
  flat: 'forfait',
};

/** '150,00 $ par jour', '25,00 $ par article', '50,00 $ par heure', '99,00 $ (forfait)'. */
export function cataloguePriceText(item: CatalogueItem): string {
  return item.unit === 'flat' ? `${formatCad(item.price)} (forfait)` : `${formatCad(item.price)} ${UNIT_TEXT[item.unit]}`;
}

/** The estimate's words for a line: '2 × Tente 10 × 10 pi × 3 jours', '4 h × Animation', 'Démarches de permis'. */
export function catalogueLineText(item: Pick<CatalogueItem, 'label' | 'unit'>, quantity: number, daysText: string): string {
  switch (item.unit) {
    case 'unit_day':
      return `${quantity} × ${item.label} × ${daysText}`;
    case 'hour':
      return `${quantity} h × ${item.label}`;
    case 'flat':
      return item.label;
    default:
      return `${quantity} × ${item.label}`;
  }
}
