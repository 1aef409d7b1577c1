import { useQuery } from '@apollo/client/react';
import { AdminPickupRequestsDocument } from '../../graphql/graphql';
import { ADMIN_PAGE_SIZE, appendPage, nodesOf } from '../kit/LoadMore';

/**
 * The pickup requests newest first, a page at a time, from `pickupRequestsConnection` (the field
 * integrators use); `loadMore(after)` appends the next page. Shared by /admin/orders and /admin/ramassage.
 */
export function usePickupRequests() {
  const query = useQuery(AdminPickupRequestsDocument, { variables: { first: ADMIN_PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  const connection = query.data?.pickupRequestsConnection;
  const loadMore = (after: string) =>
    query.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        ...shown,
        pickupRequestsConnection: appendPage(shown.pickupRequestsConnection, fetchMoreResult.pickupRequestsConnection),
      }),
    });
  return { ...query, connection, requests: nodesOf(connection), loadMore };
}
