import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { ApiToken } from './api-token.entity';
import { CreateApiTokenInput } from './api-tokens.inputs';
import { CreatedApiToken } from './api-tokens.results';
import { ApiTokensService } from './api-tokens.service';

@Resolver(() => ApiToken)
export class ApiTokensResolver {
  constructor(private readonly tokens: ApiTokensService) {}

  @Authorized(Role.ADMIN)
  @Query(() => [ApiToken], { description: 'ADMIN and up (staff session): every integrator token, newest first.' })
  apiTokens(@Ctx() ctx: RequestContext): Promise<ApiToken[]> {
    return this.tokens.list(ctx);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CreatedApiToken, { description: 'ADMIN and up (staff session): creates a token; its secret is returned once.' })
  createApiToken(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateApiTokenInput, { description: 'The fields, see the input type.' }) input: CreateApiTokenInput,
  ): Promise<CreatedApiToken> {
    return this.tokens.create(ctx, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ApiToken, { description: 'ADMIN and up (staff session): the token is refused from the next request on.' })
  revokeApiToken(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Id of the target.' }) id: string): Promise<ApiToken> {
    return this.tokens.revoke(ctx, id);
  }
}
