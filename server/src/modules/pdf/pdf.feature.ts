import { defineFeature } from '../../kernel/feature';

/** PDF rendering (pdfkit, loaded on first use): a library other features use, nothing to plug in. */
export default defineFeature({ name: 'pdf' });
