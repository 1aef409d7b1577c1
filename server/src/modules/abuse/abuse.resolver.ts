import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { PublicGuard } from './public-guard';

/** The public bot check's challenge (the review of unverified requests is the unverified feature's). */
@Resolver()
export class AbuseResolver {
  constructor(private readonly guard: PublicGuard) {}

  @Query(() => String, {
    description:
      'Public: a new signed ALTCHA proof-of-work challenge (JSON text) for the site\'s forms; solved by the browser, sent back once in `botCheck.solution` (also GET /api/bot-challenge).',
  })
  botChallenge(@Ctx() ctx: RequestContext): Promise<string> {
    return this.guard.botCheck.challenge(ctx.now).then((challenge) => JSON.stringify(challenge));
  }
}
