import { defineFeature } from '../../kernel/feature';
import { createFileStore } from './file-store';

/** Where uploaded files live (FILE_STORE_DIR or S3): offered to the features that keep or erase files. */
export default defineFeature({
  name: 'storage',
  settings: ['fileStore'],
  offers: ['files'],
  create: ({ config }) => ({ provides: { files: createFileStore(config.fileStore) } }),
});
