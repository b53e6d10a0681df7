/**
 * Git credentials and remote URLs. A secret never travels in a URL, a process argument or a text the
 * system keeps: it reaches git as an HTTP header in the child's environment (readable by the owner
 * only), and every text that leaves a git run passes through `redact` first.
 */

export interface GitCredentials {
  username: string;
  password: string;
}

export class GitUrlError extends Error {}

/** A remote URL as the system stores it (no user information) and the credentials that were inside it. */
export interface SplitUrl {
  url: string;
  credentials?: GitCredentials;
}

/**
 * Accepts absolute local paths, file:// and http(s):// URLs. Other transports are refused: some (ext::)
 * run commands, and none is needed here.
 */
export function splitRemoteUrl(raw: string): SplitUrl {
  const text = raw.trim();
  if (text === '') throw new GitUrlError('Repository URL is required');
  if (text.startsWith('/')) {
    if (/[\0\n\r]/.test(text)) throw new GitUrlError(`Invalid repository URL: ${text}`);
    return { url: text.replace(/\/+$/, '') || '/' };
  }
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new GitUrlError(`Invalid repository URL: ${redactUrl(text)}`);
  }
  if (!['http:', 'https:', 'file:'].includes(parsed.protocol)) {
    throw new GitUrlError(`Unsupported repository URL: ${redactUrl(text)} (use http, https, file or an absolute path)`);
  }
  let credentials: GitCredentials | undefined;
  if (parsed.username || parsed.password) {
    credentials = { username: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) };
    parsed.username = '';
    parsed.password = '';
  }
  const url = parsed.toString().replace(/\/+$/, '');
  return credentials ? { url, credentials } : { url };
}

/** A URL with any user information replaced, for texts. */
export function redactUrl(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi, '$1***@');
}

/** The environment that hands git the credentials as an Authorization header for every HTTP request. */
export function credentialEnvironment(credentials: GitCredentials | undefined): Record<string, string> {
  if (!credentials || (credentials.username === '' && credentials.password === '')) return {};
  const token = Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64');
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'http.extraHeader',
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${token}`,
  };
}

/** Removes the secret (plain and as header token) and any URL user information from a text. */
export function redact(text: string, credentials: GitCredentials | undefined): string {
  let out = redactUrl(text);
  if (credentials && credentials.password !== '') {
    const token = Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64');
    for (const secret of [token, credentials.password, encodeURIComponent(credentials.password)]) {
      if (secret.length > 0) out = out.split(secret).join('***');
    }
  }
  return out;
}

/** Branch names git accepts and that cannot be mistaken for an option or a revision expression. */
export function isValidBranchName(branch: string): boolean {
  return (
    /^[A-Za-z0-9._/-]+$/.test(branch) &&
    !branch.startsWith('-') &&
    !branch.startsWith('/') &&
    !branch.endsWith('/') &&
    !branch.endsWith('.') &&
    !branch.endsWith('.lock') &&
    !branch.includes('..') &&
    !branch.includes('//') &&
    !branch.split('/').some((part) => part.startsWith('.'))
  );
}
