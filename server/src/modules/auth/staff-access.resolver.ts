import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { User } from '../users/users.public';
import { Session } from './auth.results';
import { RequestPasswordResetInput, ResetPasswordInput, StaffAccountInput } from './staff-access.inputs';
import { StaffAccessService } from './staff-access.service';

/** Staff sessions on the server and password recovery (issue #27). */
@Resolver()
export class StaffAccessResolver {
  constructor(private readonly access: StaffAccessService) {}

  @Authorized()
  @Mutation(() => Boolean, { description: 'Any staff session: signs out; the token is refused from the next request on.' })
  logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    return this.access.logout(ctx);
  }

  @Mutation(() => String, {
    description:
      'Public: "Mot de passe oublié ?". E-mails a single-use link (30 minutes) when the address has an account; the same answer otherwise. Limited per e-mail and per address (RATE_LIMITED).',
  })
  requestPasswordReset(@Ctx() ctx: RequestContext, @Arg('input', () => RequestPasswordResetInput, { description: 'The e-mail.' }) input: RequestPasswordResetInput): Promise<string> {
    return this.access.requestReset(ctx, input.email);
  }

  @Mutation(() => Session, { description: 'Public: sets a new password from a reset link, ends every other session of the account and signs in.' })
  resetPassword(@Ctx() ctx: RequestContext, @Arg('input', () => ResetPasswordInput, { description: 'The link secret and the new password.' }) input: ResetPasswordInput): Promise<Session> {
    return this.access.resetPassword(ctx, input.token, input.newPassword);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Boolean, { description: 'ADMIN and up (admin accounts: SUPERADMIN): e-mails the person a password-reset link.' })
  sendPasswordResetLink(@Ctx() ctx: RequestContext, @Arg('input', () => StaffAccountInput, { description: 'The account.' }) input: StaffAccountInput): Promise<boolean> {
    return this.access.sendResetLink(ctx, input.userId);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => User, { description: 'ADMIN and up (admin accounts: SUPERADMIN): a new password is required at the next sign-in; current sessions end.' })
  forcePasswordChange(@Ctx() ctx: RequestContext, @Arg('input', () => StaffAccountInput, { description: 'The account.' }) input: StaffAccountInput): Promise<User> {
    return this.access.forcePasswordChange(ctx, input.userId);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => User, { description: 'ADMIN and up (admin accounts: SUPERADMIN): ends every session of the person now (lost phone).' })
  endUserSessions(@Ctx() ctx: RequestContext, @Arg('input', () => StaffAccountInput, { description: 'The account.' }) input: StaffAccountInput): Promise<User> {
    return this.access.endSessions(ctx, input.userId);
  }
}
