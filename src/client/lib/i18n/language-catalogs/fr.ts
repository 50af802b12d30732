import type { Messages } from '../format-message';

/** The French catalogs by file, each a chunk of its own fetched when its area shows (load-language.ts). */
export default import.meta.glob<Messages>('../catalogs/*/fr.ts', { import: 'default' });
