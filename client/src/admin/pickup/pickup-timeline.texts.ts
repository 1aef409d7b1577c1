/** Back-office texts of the pickup detail's portal timeline (the client's answers), French first. */
export const pickupTimelineFr = {
  title: 'Réponses du client (espace client)',
  empty: 'Le client n’a pas encore répondu dans son espace client.',
  loadFailed: 'Impossible de charger les réponses du client.',
  kinds: {
    pickup_slot_accepted: 'Estimation et plage acceptées',
    pickup_slot_change_requested: 'Autre plage demandée',
  },
  actors: { client: 'client', staff: 'personnel', system: 'automatique' },
  entry: '{{when}} · {{actor}}',
} as const;

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type PickupTimelineTexts = DeepStrings<typeof pickupTimelineFr>;

export const pickupTimelineEn: PickupTimelineTexts = {
  title: 'Client’s answers (client portal)',
  empty: 'The client has not answered in their portal yet.',
  loadFailed: 'The client’s answers could not be loaded.',
  kinds: {
    pickup_slot_accepted: 'Estimate and slot accepted',
    pickup_slot_change_requested: 'Another slot requested',
  },
  actors: { client: 'client', staff: 'staff', system: 'automatic' },
  entry: '{{when}} · {{actor}}',
};

export const pickupTimelineEs: PickupTimelineTexts = {
  title: 'Respuestas del cliente (portal del cliente)',
  empty: 'El cliente todavía no ha respondido en su portal.',
  loadFailed: 'No se pudieron cargar las respuestas del cliente.',
  kinds: {
    pickup_slot_accepted: 'Estimación y franja aceptadas',
    pickup_slot_change_requested: 'Otra franja solicitada',
  },
  actors: { client: 'cliente', staff: 'personal', system: 'automático' },
  entry: '{{when}} · {{actor}}',
};
