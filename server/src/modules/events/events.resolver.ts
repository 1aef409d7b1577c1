import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { EventRequest } from './event-request.entity';
import { SubmitEventRequestInput } from './events.inputs';
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
}
