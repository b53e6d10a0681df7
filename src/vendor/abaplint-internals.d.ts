/**
 * The types of `#abaplint/internals` (package.json "imports"): modules of @abaplint/core and
 * @abaplint/transpiler that the packages do not export, taken from the same bundle as the packages
 * themselves (scripts/bundle-vendor.mjs) so that their classes are the packages' own. The bundle holds
 * every module named by an `abaplintInternal('…')` call in src/; the caller types what it takes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller declares the shape it uses, as with require
export declare function abaplintInternal(specifier: string): any;
