import type { EventHandlers } from '../../kernel/events';
import type { SnowSeasonService } from './snow-season.service';

/** The snow season's reactions to business transitions: a paid subscription becomes a contract. */
export function snowSeasonHandlers(snowSeason: SnowSeasonService): EventHandlers {
  return {
    'snow.paid': async (em, event) => {
      await snowSeason.createContractFromOrder(em, event.snowOrderId, event.at);
    },
  };
}
