/** A real LSP client (vscode-languageserver-protocol's connection) on the stdio of the built `abapdeck lsp`. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver-protocol/node.js';
import { binPath } from '../support/cli.js';
import { tempDir } from '../support/service.js';

export interface LspSession {
  client: ProtocolConnection;
  server: ChildProcess;
  /** Each publishDiagnostics of a document, in order. */
  diagnostics: Map<string, { message: string; severity?: number }[][]>;
  /** The answer to initialize came after this many ms (the built binary's start included). */
  startMillis: number;
  stop(): Promise<void>;
}

/** Writes the files into `<folder>/src` and starts the language server in the folder, initialized. */
export async function startLsp(folder: string, files: Record<string, string>, args: string[] = []): Promise<LspSession> {
  mkdirSync(join(folder, 'src'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, 'src', name), text);
  const started = Date.now();
  const server = spawn(process.execPath, [binPath, 'lsp', ...args], { cwd: folder, env: { ...process.env, ABAP_HOST: '', XDG_RUNTIME_DIR: tempDir() }, stdio: ['pipe', 'pipe', 'inherit'] });
  const client = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
  const diagnostics = new Map<string, { message: string; severity?: number }[][]>();
  client.onNotification('textDocument/publishDiagnostics', (params: { uri: string; diagnostics: { message: string; severity?: number }[] }) => {
    diagnostics.set(params.uri, [...(diagnostics.get(params.uri) ?? []), params.diagnostics]);
  });
  client.onNotification('window/showMessage', () => {});
  client.listen();
  await client.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(folder).href, capabilities: {}, workspaceFolders: null });
  const startMillis = Date.now() - started;
  await client.sendNotification('initialized', {});
  return {
    client,
    server,
    diagnostics,
    startMillis,
    async stop() {
      await client.sendRequest('shutdown');
      await client.sendNotification('exit');
      client.dispose();
      server.kill();
    },
  };
}

export function fileUri(folder: string, name: string): string {
  return pathToFileURL(join(folder, 'src', name)).href;
}
