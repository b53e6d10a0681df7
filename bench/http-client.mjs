// Raw HTTP calls of the benchmarks that drive a service over keep-alive node:http connections, as the user
// DEVELOPER with the benchmarks' password.
import http from 'node:http';

export const password = 'bench-secret';
export const servicePath = '/sap/bc/z_abapgit_agent';
export const auth = `Basic ${Buffer.from(`DEVELOPER:${password}`).toString('base64')}`;

/** One HTTP call: status, body text and milliseconds. */
export function call(agent, url, method, path, session, body) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const request = http.request(
      `${url}${servicePath}${path}`,
      {
        method,
        agent,
        headers: {
          authorization: auth,
          ...(session ? { cookie: session.cookie, 'x-csrf-token': session.token } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString(), millis: performance.now() - started, headers: response.headers }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, text: error.message, millis: performance.now() - started }));
    request.end(payload);
  });
}

/** A session: its cookie and CSRF token. */
export async function login(agent, url) {
  const answer = await new Promise((resolve, reject) => {
    http.get(`${url}${servicePath}/health`, { agent, headers: { authorization: auth, 'x-csrf-token': 'fetch' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    }).on('error', reject);
  });
  const cookie = (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  return { cookie, token: answer.headers['x-csrf-token'] };
}

