/**
 * Compile-time proof (checked by `tsc -p tsconfig.client.json`, never run) that a translation with a
 * key missing or extra fails the type check, at the level of the whole dictionary and of one
 * feature's file. If the typing ever lets one through, the `@ts-expect-error` below it is unused
 * and the type check fails.
 */
import { eventsEn, type eventsFr } from '../events/events.texts';
import { en } from './en';
import type { AdminTranslation } from './fr';
import type { Translation } from '../kit/i18n/translation';

const { webhooks: _withoutWebhooks, ...missingFeature } = en;
// @ts-expect-error a language without a feature's texts is refused
export const missingFeatureRefused: AdminTranslation = missingFeature;

// @ts-expect-error a language with a feature French does not have is refused
export const extraFeatureRefused: AdminTranslation = { ...en, notInFrench: { title: 'Title' } };

const { search: _withoutSearch, ...missingKey } = eventsEn;
// @ts-expect-error a feature's translation without one of its keys is refused
export const missingKeyRefused: Translation<typeof eventsFr> = missingKey;

// @ts-expect-error a feature's translation with a key French does not have is refused
export const extraKeyRefused: Translation<typeof eventsFr> = { ...eventsEn, notInFrench: 'Extra' };

// @ts-expect-error a nested key missing in the whole dictionary is refused
export const nestedMissingRefused: AdminTranslation = { ...en, events: missingKey };
