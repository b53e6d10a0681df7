/**
 * Module hooks of a profile work process (node:module register): each generated module of the generation is
 * loaded with its statements counting themselves (profile-cases.ts); everything else loads as it is. Runs on
 * Node's hooks thread; `initialize` receives the generation's folder URL and its load order (a module's index
 * in it numbers its statements).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { instrument, profileCases } from './profile-cases.js';

interface LoaderData {
  generationUrl: string;
  loadOrder: string[];
}

interface LoadResult {
  format?: string;
  source?: string | ArrayBuffer | Uint8Array;
  shortCircuit?: boolean;
}

let prefix = '';
let order = new Map<string, number>();

export async function initialize(data: LoaderData): Promise<void> {
  prefix = data.generationUrl.endsWith('/') ? data.generationUrl : `${data.generationUrl}/`;
  order = new Map(data.loadOrder.map((module, index) => [module, index]));
}

export async function load(url: string, context: unknown, nextLoad: (url: string, context: unknown) => Promise<LoadResult>): Promise<LoadResult> {
  const result = await nextLoad(url, context);
  const plain = url.split('?')[0]!;
  if (!plain.startsWith(prefix) || result.source === undefined) return result;
  const index = order.get(plain.slice(prefix.length));
  if (index === undefined) return result;
  try {
    const map = JSON.parse(readFileSync(`${fileURLToPath(plain)}.map`, 'utf8')) as Record<string, unknown>;
    const text = typeof result.source === 'string' ? result.source : Buffer.from(result.source as Uint8Array).toString('utf8');
    return { ...result, source: instrument(text, profileCases(map), index) };
  } catch {
    // a module without its map runs uncounted
    return result;
  }
}
