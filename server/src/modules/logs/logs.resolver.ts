import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { LogsArgs } from './logs.inputs';
import { LogEntry } from './logs.results';
import { LogsService } from './logs.service';

@Resolver(() => LogEntry)
export class LogsResolver {
  constructor(private readonly service: LogsService) {}

  @Authorized(Role.ADMIN)
  @Query(() => [LogEntry], { description: 'ADMIN and up: the latest lines of the server log file (LOG_FILE), oldest first, optionally searched.' })
  logs(@Ctx() ctx: RequestContext, @Args(() => LogsArgs) args: LogsArgs): Promise<LogEntry[]> {
    return this.service.tail(ctx, args);
  }
}
