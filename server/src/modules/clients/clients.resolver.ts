import { Arg, Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { ClientsArgs } from './clients.inputs';
import { Client, ClientConnection, ClientDetail } from './clients.results';
import { ClientsService } from './clients.service';

@Resolver(() => Client)
export class ClientsResolver {
  constructor(private readonly service: ClientsService) {}

  @Authorized(Role.MANAGER)
  @Query(() => ClientConnection, { description: 'MANAGER and up: customers of the three services, latest activity first (cursor pages).' })
  clients(@Ctx() ctx: RequestContext, @Args(() => ClientsArgs) args: ClientsArgs): Promise<ClientConnection> {
    return this.service.list(ctx, args);
  }

  @Authorized(Role.MANAGER)
  @Query(() => ClientDetail, { description: 'MANAGER and up: one customer with their requests and orders (NOT_FOUND when the e-mail has none).' })
  client(@Ctx() ctx: RequestContext, @Arg('email', () => String, { description: 'The customer’s e-mail address (case and surrounding spaces ignored).' }) email: string): Promise<ClientDetail> {
    return this.service.get(ctx, email);
  }
}
