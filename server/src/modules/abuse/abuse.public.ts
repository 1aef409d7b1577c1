import type { PublicGuard } from './public-guard';

/** The anonymous-write guard's face for other features (limits per address, bot check). */

declare module '../../kernel/feature' {
  interface FeatureServices {
    guard: PublicGuard;
  }
}
export { PublicGuard } from './public-guard';
export { BotCheckField, BotCheckInput } from './abuse.inputs';
