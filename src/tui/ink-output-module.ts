/**
 * Ink's Output class: the module instance Ink renders with. Ink exports no path to it, so it is reached by
 * file URL beside Ink's entry. In the bundle (scripts/bundle.mjs), where Ink itself is bundled, the file beside
 * node_modules' Ink would be a second instance that Ink never uses: the bundle replaces this module with a
 * static import of that same file, which esbuild makes the one instance.
 */
export async function loadInkOutput(): Promise<unknown> {
  const entry = import.meta.resolve('ink');
  return ((await import(new URL('./output.js', entry).href)) as { default: unknown }).default;
}
