// V8 keeps a source with one character beyond ASCII as two bytes a character, and decodes it from UTF-8 on the
// slow path (6 MB took ~40 ms at every start). A bundle's such characters stand in comments and literals, where
// a \u escape means the same: written so, its source stays one byte a character.
import { readFileSync, writeFileSync } from 'node:fs';

export function escapeBeyondAscii(file) {
  const source = readFileSync(file, 'utf8');
  if (!/[^\x00-\x7f]/.test(source)) return;
  writeFileSync(file, source.replace(/[^\x00-\x7f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
