import { defineFeature } from '../../kernel/feature';
import { createFileStore } from './file-store';
import { PhotoLinks } from './photo-links';

/** Where uploaded files live (FILE_STORE_DIR or S3): offered to the features that keep or erase files. */
export default defineFeature({
  name: 'storage',
  settings: ['fileStore', 'auth'],
  offers: ['files', 'photoLinks'],
  create: ({ config }) => ({ provides: { files: createFileStore(config.fileStore), photoLinks: new PhotoLinks(config.auth.jwtSecret) } }),
});
