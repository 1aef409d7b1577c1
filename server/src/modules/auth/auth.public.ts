import type { SessionTokens } from './session-tokens';
import type { SignedLinks } from './signed-links';

/** Staff authentication's face for other features and the composition. */

declare module '../../kernel/feature' {
  interface FeatureServices {
    /** Signs and checks staff session tokens (built by the composition from the configuration). */
    sessions: SessionTokens;
    signedLinks: SignedLinks;
  }
}
export { SignedLinks } from './signed-links';
export { hashApiToken, API_TOKEN_PREFIX } from './api-tokens.service';
export { ApiToken } from './api-token.entity';
