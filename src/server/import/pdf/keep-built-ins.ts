/**
 * pdf.js's legacy build (the one that runs on Node 20) carries core-js polyfills, and core-js replaces some
 * built-ins the server uses on every request with slower versions: JSON.parse and JSON.stringify (for
 * JSON.rawJSON and source-text access, which Node 20 lacks), Array.prototype.push (for an error on arrays with
 * a frozen length), and Function.prototype.toString (so that its replacements print as native code). pdf.js
 * needs none of those proposals. What core-js adds (Promise.withResolvers, Set methods, Uint8Array.fromBase64
 * ...) it does need, and is kept: only a property that existed before and was replaced is put back.
 */

// Objects whose own properties are the built-ins core-js may replace. The global object is not among them: Node
// defines some of its globals (Blob, ReadableStream ...) as getters that become values on first read, which
// would look like a replacement.
const BUILT_IN_HOLDERS: readonly object[] = [
  JSON,
  Object,
  Array,
  Array.prototype,
  Function.prototype,
  Promise,
  Promise.prototype,
  String,
  String.prototype,
  Map,
  Map.prototype,
  Set,
  Set.prototype,
  WeakMap.prototype,
  RegExp.prototype,
  Math,
  Reflect,
  ArrayBuffer.prototype,
  Uint8Array,
  Object.getPrototypeOf(Uint8Array) as object,
  Object.getPrototypeOf(Uint8Array.prototype) as object,
];

export interface BuiltInSnapshot {
  /** Puts back every built-in replaced since the snapshot; returns the names it put back. */
  restore(): string[];
}

export function snapshotBuiltIns(): BuiltInSnapshot {
  const saved = BUILT_IN_HOLDERS.map((holder) => ({
    holder,
    properties: Reflect.ownKeys(holder).flatMap((key) => {
      const descriptor = Object.getOwnPropertyDescriptor(holder, key);
      return descriptor ? [{ key, descriptor }] : [];
    }),
  }));
  return {
    restore() {
      const restored: string[] = [];
      for (const { holder, properties } of saved) {
        for (const { key, descriptor } of properties) {
          const now = Object.getOwnPropertyDescriptor(holder, key);
          if (now && sameDescriptor(now, descriptor)) continue;
          Object.defineProperty(holder, key, descriptor);
          restored.push(String(key));
        }
      }
      return restored;
    },
  };
}

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set;
