// Runs every benchmark under bench/ (files named *.bench.mjs), or those named on the command line.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();
for (const file of files) {
  console.log(`\n== ${file}`);
  const { run } = await import(join(here, file));
  await run();
}
