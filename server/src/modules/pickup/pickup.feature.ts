import { defineFeature } from '../../kernel/feature';
import { PickupRequest } from './pickup-request.entity';
import { PickupPhoto } from './pickup-photo.entity';
import { PickupPhotosService } from './pickup-photos.service';
import { PickupResolver } from './pickup.resolver';
import { PickupService } from './pickup.service';
import { pickupPersonalData } from './pickup.personal-data';
import { pickupMoney } from './pickup.money';
import { createPhotoFilesRouter } from './photo-files.routes';

/** Bulky-item pickup requests: submission, estimate, schedule, done. */
export default defineFeature({
  name: 'pickup',
  personalData: pickupPersonalData,
  entities: [PickupRequest, PickupPhoto],
  resolvers: [PickupResolver],
  money: pickupMoney,
  settings: ['company', 'publicUrl'],
  offers: ['pickup', 'pickupPhotos'],
  create: ({ dataSource, config, bus, use }) => {
    const pickup = new PickupService(dataSource, bus, use('mail'), config.company, use('guard'), config.publicUrl, (email, phone, source, now) => use('sms').consentFromForm(email, phone, source, now));
    const pickupPhotos = new PickupPhotosService(dataSource, use('files'), use('photoLinks'));
    return {
      provides: { pickup, pickupPhotos },
      resolvers: () => [new PickupResolver(pickup, pickupPhotos)],
      // Stored photos by signed address and the request's photo uploads (/files/…): no-store and the REST rate limit.
      routes: ({ createContext, now }) => [
        { path: '/files', noStore: true, rateLimited: true, router: createPhotoFilesRouter({ createContext, files: use('files'), links: use('photoLinks'), pickupPhotos, now }) },
      ],
    };
  },
});
