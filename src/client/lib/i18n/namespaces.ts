import type { Messages } from './format-message';

/**
 * A namespace is an area of the interface with its own catalogs (catalogs/<name>/<lang>.ts). Its English
 * catalog comes with the code that uses it (namespaces/<name>.ts, imported by that area's components), so a
 * page's first load carries the English of the areas it shows and no other; every other language's catalogs
 * are separate chunks, fetched when chosen (load-language.ts).
 */
export interface Namespace<M extends Messages = Messages> {
  readonly name: string;
  readonly english: M;
}

// The namespaces whose code has loaded: a language chosen now fetches their catalogs before it shows, and one
// already current fetches a namespace's catalog as soon as its code arrives (load-language.ts).
const defined: Namespace[] = [];
const definedListeners = new Set<(namespace: Namespace) => void>();

export function defineNamespace<const M extends Messages>(name: string, english: M): Namespace<M> {
  const namespace = { name, english };
  defined.push(namespace);
  for (const listener of definedListeners) listener(namespace);
  return namespace;
}

export function definedNamespaces(): readonly Namespace[] {
  return defined;
}

export function onNamespaceDefined(listener: (namespace: Namespace) => void): () => void {
  definedListeners.add(listener);
  return () => definedListeners.delete(listener);
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** The keys a component may ask for in a namespace: plural forms are asked for by their base key. */
export type MessageKey<N extends Namespace> = WithoutPlural<keyof N['english'] & string>;
