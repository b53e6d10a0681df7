/**
 * Where a version of an object came from: a repository link (its key and the commit pulled) or a route of
 * the system (seed, a dbview deployment, an undo, a direct write by an administrator or a test). Conflict
 * detection, history and undo read it. Stored as one text column: `link:<key>:<commit>` or `route:<name>`; a
 * version pulled from the working folder's files (not committed; POST /pull/working-files) is
 * `link:<key>:<commit>:working`, the commit being the branch head its other files came from.
 */
export type Origin = { kind: 'link'; link: string; commit: string; working?: true } | { kind: 'route'; route: string };

/** Versions written before origins were recorded, and writes that name no route. */
export const UNKNOWN_ORIGIN: Origin = { kind: 'route', route: 'unknown' };

export const linkOrigin = (link: string, commit: string): Origin => ({ kind: 'link', link, commit });
/** A version pulled from the working folder, not committed, based on `commit`. */
export const workingFolderOrigin = (link: string, commit: string): Origin => ({ kind: 'link', link, commit, working: true });
export const routeOrigin = (route: string): Origin => ({ kind: 'route', route });

export function encodeOrigin(origin: Origin): string {
  if (origin.kind === 'route') return `route:${origin.route}`;
  return `link:${origin.link}:${origin.commit}${origin.working ? ':working' : ''}`;
}

export function decodeOrigin(text: string): Origin {
  if (text.startsWith('link:')) {
    const [link = '', commit = '', working] = text.slice('link:'.length).split(':');
    return working === 'working' ? workingFolderOrigin(link, commit) : linkOrigin(link, commit);
  }
  if (text.startsWith('route:')) return routeOrigin(text.slice('route:'.length));
  return UNKNOWN_ORIGIN;
}

export function isFromLink(origin: Origin, link: string): boolean {
  return origin.kind === 'link' && origin.link === link;
}

/** How a report names the origin: `route seed`, `repository link 1a2b… at commit 0123456789ab`. */
export function describeOrigin(origin: Origin, linkName?: (key: string) => string | undefined): string {
  if (origin.kind === 'route') return origin.route === 'unknown' ? 'an unrecorded route' : `route ${origin.route}`;
  const name = linkName?.(origin.link) ?? origin.link;
  if (origin.working) return `the working folder of repository ${name}, not committed${origin.commit ? `, based on commit ${origin.commit.slice(0, 12)}` : ''}`;
  return `repository ${name}${origin.commit ? ` at commit ${origin.commit.slice(0, 12)}` : ''}`;
}
