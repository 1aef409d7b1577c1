import { DataSource, In } from 'typeorm';
import { ConnectionResult, paginate } from '../../kernel/connections';
import { RequestContext } from '../../kernel/context';
import { EventMaterialLine } from '../events/events.public';
import { EventRequest } from '../events/events.public';
import { EventServiceLine } from '../events/events.public';
import { filterEvents, pageEventsBySort } from '../events/events.public';
import { PickupRequest } from '../pickup/pickup.public';
import { SnowOrder, SnowOrderStatus } from '../snow/snow.public';
import { User } from '../users/users.public';
import { EventRequestsConnectionArgs, PickupRequestsConnectionArgs, SnowOrdersArgs, UsersConnectionArgs } from './integrators.inputs';

/** Read-only cursor connections over the lists that grow (see graphql/connection.ts). */
export class IntegratorsService {
  constructor(private readonly dataSource: DataSource) {}

  pickupRequests(_ctx: RequestContext, args: PickupRequestsConnectionArgs): Promise<ConnectionResult<PickupRequest>> {
    return paginate(this.dataSource.getRepository(PickupRequest).createQueryBuilder('p'), 'p', args);
  }

  async eventRequests(_ctx: RequestContext, args: EventRequestsConnectionArgs): Promise<ConnectionResult<EventRequest>> {
    const qb = filterEvents(this.dataSource.getRepository(EventRequest).createQueryBuilder('e'), args);
    const page = args.sort ? await pageEventsBySort(qb, args, args.sort) : await paginate(qb, 'e', args);
    const ids = page.edges.map((edge) => edge.node.id);
    const [materials, services] = ids.length
      ? await Promise.all([
          this.dataSource.getRepository(EventMaterialLine).find({ where: { eventRequestId: In(ids) }, order: { id: 'ASC' } }),
          this.dataSource.getRepository(EventServiceLine).find({ where: { eventRequestId: In(ids) }, order: { id: 'ASC' } }),
        ])
      : [[], []];
    for (const { node } of page.edges) {
      node.materials = materials.filter((line) => line.eventRequestId === node.id);
      node.services = services.filter((line) => line.eventRequestId === node.id);
    }
    return page;
  }

  snowOrders(_ctx: RequestContext, args: SnowOrdersArgs): Promise<ConnectionResult<SnowOrder>> {
    const qb = this.dataSource.getRepository(SnowOrder).createQueryBuilder('o').where('o.status = :status', { status: args.status });
    const paid = args.status === SnowOrderStatus.PAID;
    return paginate(qb, 'o', args, paid ? { timeColumn: 'paidAt' } : {});
  }

  usersConnection(_ctx: RequestContext, args: UsersConnectionArgs): Promise<ConnectionResult<User>> {
    const qb = this.dataSource.getRepository(User).createQueryBuilder('u');
    if (args.role) qb.andWhere('u.role = :role', { role: args.role });
    return paginate(qb, 'u', args);
  }
}
