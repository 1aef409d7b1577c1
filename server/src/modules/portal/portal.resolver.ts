import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { EventsService } from '../events/events.public';
import { PickupService } from '../pickup/pickup.public';
import { ClientAccessService } from './client-access.service';
import { AcceptQuoteInput, ClientMessageInput, ClientProfileInput, DeclineQuoteInput, SaveQuoteRevisionInput } from './portal.inputs';
import { ClientDocumentView, ClientLinkResult, ClientProfileView, ClientRequestView, QuoteRevisionView, TimelineEntryView } from './portal.results';
import { PortalService } from './portal.service';
import { QuoteRevisionsService } from './quote-revisions.service';

/**
 * The client portal (client session cookie, audience client-portal) and the staff side of quote
 * revisions. Client operations are not @Authorized (that is the staff role check): their services
 * call requireClient, so a staff token gets UNAUTHENTICATED there, and a client cookie never
 * passes @Authorized.
 */
@Resolver()
export class PortalResolver {
  constructor(
    private readonly access: ClientAccessService,
    private readonly portal: PortalService,
    private readonly quotes: QuoteRevisionsService,
    private readonly events: EventsService,
    private readonly pickups: PickupService,
  ) {}

  // ----- access -----

  @Mutation(() => Boolean, {
    description:
      'Public: e-mails a single-use sign-in link (30 minutes) when the address has a request or order. Always true (same answer for anyone); RATE_LIMITED after a few requests per hour per address or per IP.',
  })
  requestClientAccessLink(@Ctx() ctx: RequestContext, @Arg('email', () => String, { description: 'The customer e-mail address.' }) email: string): Promise<boolean> {
    return this.access.requestLink(ctx, email);
  }

  @Mutation(() => ClientLinkResult, { description: 'Public: opens a sign-in link once; on OK the client session cookie (httpOnly, 30 days) is set.' })
  openClientAccessLink(@Ctx() ctx: RequestContext, @Arg('token', () => String, { description: 'The token from the link.' }) token: string): Promise<ClientLinkResult> {
    return this.access.openLink(ctx, token);
  }

  @Mutation(() => Boolean, { description: 'Clears this browser’s client session cookie.' })
  clientSignOut(@Ctx() ctx: RequestContext): Promise<boolean> {
    return this.access.signOut(ctx);
  }

  @Mutation(() => Boolean, { description: 'Client: ends every session of this e-mail address on every device.' })
  clientSignOutEverywhere(@Ctx() ctx: RequestContext): Promise<boolean> {
    return this.access.signOutEverywhere(ctx);
  }

  // ----- client -----

  @Query(() => ClientProfileView, { description: 'Client: who is signed in and their details for future requests.' })
  clientProfile(@Ctx() ctx: RequestContext): Promise<ClientProfileView> {
    return this.portal.profile(ctx);
  }

  @Query(() => [ClientRequestView], { description: 'Client: their pickup requests, event requests and snow orders, newest first.' })
  clientRequests(@Ctx() ctx: RequestContext): Promise<ClientRequestView[]> {
    return this.portal.requests(ctx);
  }

  @Query(() => [QuoteRevisionView], { description: 'Client: the sent revisions of one of their event quotes, latest first (NOT_FOUND for any other id).' })
  clientQuoteRevisions(@Ctx() ctx: RequestContext, @Arg('eventRequestId', () => ID, { description: 'Their event request.' }) eventRequestId: string): Promise<QuoteRevisionView[]> {
    return this.quotes.clientRevisions(ctx, eventRequestId);
  }

  @Query(() => [ClientDocumentView], { description: 'Client: their downloadable documents (each quote revision’s PDF).' })
  clientDocuments(@Ctx() ctx: RequestContext): Promise<ClientDocumentView[]> {
    return this.portal.documents(ctx);
  }

  @Mutation(() => ClientProfileView, { description: 'Client: saves name, phone and address for future requests (past documents never change).' })
  updateClientProfile(@Ctx() ctx: RequestContext, @Arg('input', () => ClientProfileInput, { description: 'The details.' }) input: ClientProfileInput): Promise<ClientProfileView> {
    return this.portal.updateProfile(ctx, input);
  }

  @Mutation(() => QuoteRevisionView, { description: 'Client: accepts the latest, still valid revision (typed full name, terms version); stores the signature record.' })
  acceptQuote(@Ctx() ctx: RequestContext, @Arg('input', () => AcceptQuoteInput, { description: 'The signature.' }) input: AcceptQuoteInput): Promise<QuoteRevisionView> {
    return this.quotes.accept(ctx, input);
  }

  @Mutation(() => QuoteRevisionView, { description: 'Client: declines the latest revision, with an optional reason.' })
  declineQuote(@Ctx() ctx: RequestContext, @Arg('input', () => DeclineQuoteInput, { description: 'The revision and reason.' }) input: DeclineQuoteInput): Promise<QuoteRevisionView> {
    return this.quotes.decline(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Client: asks staff for a change to an event quote (requestId = event request id).' })
  requestQuoteChange(@Ctx() ctx: RequestContext, @Arg('input', () => ClientMessageInput, { description: 'The request and message.' }) input: ClientMessageInput): Promise<boolean> {
    return this.quotes.requestChange(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Client: accepts the estimate and slot proposed for a pickup request.' })
  acceptPickupProposal(@Ctx() ctx: RequestContext, @Arg('pickupRequestId', () => ID, { description: 'Their pickup request.' }) pickupRequestId: string): Promise<boolean> {
    return this.portal.acceptPickupProposal(ctx, pickupRequestId);
  }

  @Mutation(() => Boolean, { description: 'Client: asks for another pickup slot (requestId = pickup request id).' })
  requestPickupSlotChange(@Ctx() ctx: RequestContext, @Arg('input', () => ClientMessageInput, { description: 'The request and message.' }) input: ClientMessageInput): Promise<boolean> {
    return this.portal.requestPickupSlotChange(ctx, input);
  }

  // ----- staff -----

  @Authorized(Role.MANAGER)
  @Query(() => [QuoteRevisionView], { description: 'MANAGER and up: every revision of an event quote, latest first.' })
  eventQuoteRevisions(@Ctx() ctx: RequestContext, @Arg('eventRequestId', () => ID, { description: 'Event request id.' }) eventRequestId: string): Promise<QuoteRevisionView[]> {
    return this.quotes.list(ctx, eventRequestId);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [TimelineEntryView], { description: 'MANAGER and up: the stored quote transitions of an event (who and when).' })
  async eventTimeline(@Ctx() ctx: RequestContext, @Arg('eventRequestId', () => ID, { description: 'Event request id.' }) eventRequestId: string): Promise<TimelineEntryView[]> {
    const event = await this.events.get(ctx, eventRequestId);
    return this.portal.staffTimeline(event.id);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [TimelineEntryView], { description: 'MANAGER and up: the client’s portal answers to a pickup request (estimate and slot accepted, another slot asked), with who and when.' })
  async pickupTimeline(@Ctx() ctx: RequestContext, @Arg('pickupRequestId', () => ID, { description: 'Pickup request id.' }) pickupRequestId: string): Promise<TimelineEntryView[]> {
    const pickup = await this.pickups.get(ctx, pickupRequestId);
    return this.portal.staffPickupTimeline(pickup.id);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => QuoteRevisionView, { description: 'MANAGER and up: saves revision n + 1 of an event quote (amounts computed by the server).' })
  saveQuoteRevision(@Ctx() ctx: RequestContext, @Arg('input', () => SaveQuoteRevisionInput, { description: 'The revision.' }) input: SaveQuoteRevisionInput): Promise<QuoteRevisionView> {
    return this.quotes.save(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => QuoteRevisionView, { description: 'MANAGER and up: "Envoyer au client" — e-mails the latest revision (PDF attached, portal link); status sent.' })
  sendQuoteRevision(@Ctx() ctx: RequestContext, @Arg('revisionId', () => ID, { description: 'The revision.' }) revisionId: string): Promise<QuoteRevisionView> {
    return this.quotes.send(ctx, revisionId);
  }
}

