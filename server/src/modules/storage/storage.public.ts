import type { FileStore } from './file-store';
import type { PhotoLinks } from './photo-links';

export type { FileStore } from './file-store';
export { PHOTO_ROUTE_PREFIX, type PhotoLinks } from './photo-links';
export { processPhoto, PHOTO_SIDES, type ProcessedPhoto } from './photos';

/** The file store's face: the store itself, for features that keep or erase files (photos, documents). */
declare module '../../kernel/feature' {
  interface FeatureServices {
    files: FileStore;
    /** Signed same-origin addresses of stored photos (for an <img> the CSP allows). */
    photoLinks: PhotoLinks;
  }
}
