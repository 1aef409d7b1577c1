/**
 * The events that count as the visitor's first interaction with a page (its first pointer move or
 * press, key, focus, touch, wheel or scroll): they load the code of the interaction islands
 * (interaction-island.ts). The entry script (client/src/boot.ts) watches them too, from before the
 * application arrives, so that an interaction made before then still counts.
 */
export const INTERACTION_TRIGGERS = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'] as const;
