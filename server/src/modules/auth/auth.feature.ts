import type { RequestContext } from '../../kernel/context';
import { defineFeature } from '../../kernel/feature';
import { ApiToken } from './api-token.entity';
import { ApiTokensResolver } from './api-tokens.resolver';
import { ApiTokensService } from './api-tokens.service';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { LoginAttempt } from './login-attempt.entity';
import { LoginThrottle } from './login-throttle';
import { SignedLinks } from './signed-links';
import { authPersonalData } from './auth.personal-data';
import { StaffAccessResolver } from './staff-access.resolver';
import { StaffAccessService } from './staff-access.service';
import { PasswordReset, PasswordResetRequest, StaffSessionRevocation } from './staff-session.entities';

/** Staff sign-in (session tokens), integrator API tokens, signed links. */
export default defineFeature({
  name: 'auth',
  personalData: authPersonalData,
  entities: [LoginAttempt, ApiToken, StaffSessionRevocation, PasswordReset, PasswordResetRequest],
  resolvers: [AuthResolver, ApiTokensResolver, StaffAccessResolver],
  settings: ['auth', 'publicUrl'],
  offers: ['signedLinks'],
  create: ({ dataSource, config, use }) => ({
    provides: { signedLinks: new SignedLinks(config.auth.jwtSecret) },
    on: {
      // An account closed instead of erased (it has hours) loses its integrator tokens, as an erased one does by the cascade.
      'user.disabled': async (em, event) => {
        await em.getRepository(ApiToken).delete({ createdById: event.userId });
      },
    },
    resolvers: () => {
      // Issue #27: sign-out on the server, password-reset links, an ADMIN's reset / forced change / end of sessions.
      const staffAccess = new StaffAccessService(dataSource, use('sessions'), use('mail'), config.publicUrl);
      // Issue #32: an account made to wait is e-mailed a reset link (the reset request's own limits).
      const sendReset = (ctx: RequestContext, email: string) => staffAccess.requestReset(ctx, email);
      return [
        new AuthResolver(new AuthService(dataSource, use('sessions'), new LoginThrottle(dataSource), sendReset)),
        new ApiTokensResolver(new ApiTokensService(dataSource)),
        new StaffAccessResolver(staffAccess),
      ];
    },
  }),
});
