import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Role } from '../../shared/roles';
import { EventRequest } from './event-request.entity';
import { EventRequestsArgs, SubmitEventRequestInput, UpdateEventStatusInput } from './events.inputs';
import { EventsService } from './events.service';

@Resolver(() => EventRequest)
export class EventsResolver {
  constructor(private readonly events: EventsService) {}

  @Mutation(() => EventRequest, {
    description: 'Public: records an event quote request. Lines and totals are computed by the server from the current price list.',
  })
  submitEventRequest(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SubmitEventRequestInput, { description: 'The fields, see the input type.' }) input: SubmitEventRequestInput,
  ): Promise<EventRequest> {
    return this.events.submit(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [EventRequest], { description: 'MANAGER and up: event submissions, searched, filtered and sorted by the server.' })
  eventRequests(@Ctx() ctx: RequestContext, @Args(() => EventRequestsArgs) args: EventRequestsArgs): Promise<EventRequest[]> {
    return this.events.list(ctx, args);
  }

  @Authorized(Role.MANAGER)
  @Query(() => EventRequest, { description: 'MANAGER and up: one event submission with its lines (NOT_FOUND when missing).' })
  eventRequest(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Event request id.' }) id: string): Promise<EventRequest> {
    return this.events.get(ctx, id);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => EventRequest, {
    description: 'MANAGER and up: pending → confirmed → done, or canceled (before done). Records who and when.',
  })
  updateEventStatus(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateEventStatusInput, { description: 'The request and its new status.' }) input: UpdateEventStatusInput,
  ): Promise<EventRequest> {
    return this.events.updateStatus(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => Boolean, { description: 'MANAGER and up: queues the quote e-mail to the client again.' })
  resendEventQuote(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Event request id.' }) id: string): Promise<boolean> {
    return this.events.resendQuote(ctx, id);
  }
}
