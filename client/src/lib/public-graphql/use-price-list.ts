import { useCallback, useMemo } from 'react';
import { toPriceList, type PriceList } from '@shared/pricing/price-list';
import { PriceListDocument } from '../../graphql-public/graphql';
import { useGraphQLQuery } from './graphql-fetch';

export type PriceListState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; prices: PriceList };

/**
 * The current price list (the `priceList` query, read once per visit: the kept answer serves
 * later pages, the snow and event quotes), for instant estimates with the pure calculators of `@shared/pricing`. An
 * incomplete list is an error: no estimate is better than one made with a made-up price.
 */
export function usePriceList(): PriceListState {
  const { data, error, refetch } = useGraphQLQuery(PriceListDocument, {}, { keep: true });
  const retry = useCallback(() => {
    // The hook reports the outcome in its state.
    void refetch();
  }, [refetch]);

  return useMemo((): PriceListState => {
    if (data?.priceList) {
      try {
        return { status: 'ready', prices: toPriceList(data.priceList) };
      } catch {
        return { status: 'error', retry };
      }
    }
    if (error) return { status: 'error', retry };
    return { status: 'loading' };
  }, [data, error, retry]);
}
