import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { toPriceList, type PriceList } from '@shared/pricing/price-list';
import { PriceListDocument } from '../graphql/graphql';

export type PriceListState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; prices: PriceList };

/**
 * The current price list (the `priceList` query, read once per visit: Apollo's cache answers
 * later pages), for instant estimates with the pure calculators of `@shared/pricing`. An
 * incomplete list is an error: no estimate is better than one made with a made-up price.
 */
export function usePriceList(): PriceListState {
  const { data, error, refetch } = useQuery(PriceListDocument);
  const retry = useCallback(() => {
    // The hook reports the outcome; the promise's rejection is not ours to handle twice.
    refetch().catch(() => undefined);
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
