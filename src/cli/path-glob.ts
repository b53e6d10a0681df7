/**
 * A glob over repository paths (`/src/**\/*.*`, `src/legacy/*`) as an expression over `/`-rooted paths,
 * case-insensitive: `**\/` any number of folders, `**` at the end anything, `*` within a name, `?` one
 * character. The globs of abaplint.json (lint) and of the project's coverage excludes (unit) read alike.
 */
export function pathGlob(glob: string): RegExp {
  let pattern = '';
  const text = glob.startsWith('/') ? glob : `/${glob.replace(/^\.\//, '')}`;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '*' && text[i + 1] === '*') {
      pattern += text[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += text[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '?') pattern += '[^/]';
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`, 'i');
}
