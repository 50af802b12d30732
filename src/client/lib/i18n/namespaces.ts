import landing from './catalogs/landing/en';
import site from './catalogs/site/en';

/**
 * The English catalogs, bundled with the app: English needs no request, and the prerendered pages and the
 * first render agree. Other languages' catalogs are separate chunks, fetched when chosen (load-language.ts).
 * One namespace per area of the interface, so a page fetches only what it shows.
 */
export const ENGLISH = { site, landing } as const;
export type Namespace = keyof typeof ENGLISH;
export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** The keys a component may ask for in a namespace: plural forms are asked for by their base key. */
export type MessageKey<N extends Namespace> = WithoutPlural<keyof (typeof ENGLISH)[N] & string>;
