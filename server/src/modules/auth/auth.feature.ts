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

/** Staff sign-in (session tokens), integrator API tokens, signed links. */
export default defineFeature({
  name: 'auth',
  personalData: authPersonalData,
  entities: [LoginAttempt, ApiToken],
  resolvers: [AuthResolver, ApiTokensResolver],
  settings: ['auth'],
  offers: ['signedLinks'],
  create: ({ dataSource, config, use }) => ({
    provides: { signedLinks: new SignedLinks(config.auth.jwtSecret) },
    resolvers: () => [new AuthResolver(new AuthService(dataSource, use('sessions'), new LoginThrottle(dataSource))), new ApiTokensResolver(new ApiTokensService(dataSource))],
  }),
});
