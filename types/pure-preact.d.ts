/**
 * What pure code may know of preact: nothing but the name of a component type. The pure and
 * worker type-checks map 'preact' here, because preact's own types pull in the DOM lib (through
 * src/games/types.ts, which names the manifest's screen loaders) and would let `document` pass.
 */
export type ComponentType<P = object> = { readonly __componentProps?: P };
