import type { FileStore } from './file-store';

/** The file store's face: the store itself, for features that keep or erase files (photos, documents). */
declare module '../../kernel/feature' {
  interface FeatureServices {
    files: FileStore;
  }
}
