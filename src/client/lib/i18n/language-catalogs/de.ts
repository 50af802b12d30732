import type { Messages } from '../format-message';

/** The German catalogs by file, each a chunk of its own fetched when its area shows (load-language.ts). */
export default import.meta.glob<Messages>('../catalogs/*/de.ts', { import: 'default' });
