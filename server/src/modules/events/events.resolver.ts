import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { EventQuoteLinks, SignedLink } from './event-quote-links';
import { EventRequest } from './event-request.entity';
import { EventRequestsArgs, SubmitEventRequestInput, UpdateEventStatusInput } from './events.inputs';
import { EventsService } from './events.service';

@Resolver(() => EventRequest)
export class EventsResolver {
  constructor(
    private readonly events: EventsService,
    private readonly quoteLinks: EventQuoteLinks,
  ) {}

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

  @Authorized(Role.MANAGER)
  @Mutation(() => SignedLink, {
    description:
      'MANAGER and up: a signed URL of the quote PDF (/invoices/soumission-{id}.pdf) that opens without a credential until it expires; the back-office asks for one at each download.',
  })
  createEventQuotePdfLink(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'Event request id.' }) id: string,
    @Arg('expiresInSeconds', () => Int, {
      nullable: true,
      description: 'Lifetime in seconds, from 60 up to PDF_LINK_TTL (7 days unless configured); PDF_LINK_TTL when omitted.',
    })
    expiresInSeconds?: number | null,
  ): Promise<SignedLink> {
    return this.quoteLinks.create(ctx, id, expiresInSeconds);
  }
}
