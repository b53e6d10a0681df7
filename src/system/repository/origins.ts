/**
 * Where a version of an object came from: a repository link (its key and the commit pulled) or a route of
 * the system (seed, a dbview deployment, an undo, a direct write by an administrator or a test). Conflict
 * detection, history and undo read it. Stored as one text column: `link:<key>:<commit>` or `route:<name>`.
 */
export type Origin = { kind: 'link'; link: string; commit: string } | { kind: 'route'; route: string };

/** Versions written before origins were recorded, and writes that name no route. */
export const UNKNOWN_ORIGIN: Origin = { kind: 'route', route: 'unknown' };

export const linkOrigin = (link: string, commit: string): Origin => ({ kind: 'link', link, commit });
export const routeOrigin = (route: string): Origin => ({ kind: 'route', route });

export function encodeOrigin(origin: Origin): string {
  return origin.kind === 'link' ? `link:${origin.link}:${origin.commit}` : `route:${origin.route}`;
}

export function decodeOrigin(text: string): Origin {
  if (text.startsWith('link:')) {
    const [link = '', commit = ''] = text.slice('link:'.length).split(':');
    return linkOrigin(link, commit);
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
  return `repository ${name}${origin.commit ? ` at commit ${origin.commit.slice(0, 12)}` : ''}`;
}
