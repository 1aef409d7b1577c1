import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { User } from '../users/users.public';
import { ChangePasswordInput, LegacyChangePasswordInput, LoginInput } from './auth.inputs';
import { Session } from './auth.results';
import { AuthService } from './auth.service';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => Session, { description: 'Public: staff sign-in. Refused tries are limited per account and per IP address.' })
  login(@Ctx() ctx: RequestContext, @Arg('input', () => LoginInput, { description: 'The fields, see the input type.' }) input: LoginInput): Promise<Session> {
    return this.auth.login(ctx, input);
  }

  @Authorized()
  @Query(() => User, { description: 'The signed-in staff member (a staff session; API tokens are refused).' })
  me(@Ctx() ctx: RequestContext): Promise<User> {
    return this.auth.me(ctx);
  }

  @Authorized()
  @Mutation(() => Session, { description: 'Any staff session: sets a new password; every older session token stops working.' })
  changePassword(@Ctx() ctx: RequestContext, @Arg('input', () => ChangePasswordInput, { description: 'The fields, see the input type.' }) input: ChangePasswordInput): Promise<Session> {
    return this.auth.changePassword(ctx, input);
  }

  @Authorized()
  @Mutation(() => Session, {
    description: 'For the legacy REST path only: like changePassword, the current password optional when signed in within 15 minutes.',
  })
  changePasswordLegacy(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => LegacyChangePasswordInput, { description: 'The fields, see the input type.' }) input: LegacyChangePasswordInput,
  ): Promise<Session> {
    return this.auth.changePasswordLegacy(ctx, input);
  }
}
