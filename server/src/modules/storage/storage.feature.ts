import { defineFeature } from '../../kernel/feature';

/** Where uploaded files live (FILE_STORE_DIR): a library other features use, nothing to plug in. */
export default defineFeature({ name: 'storage', settings: ['fileStore'] });
