// A service in a process of its own, for benchmarks that measure its memory or its answers alone:
// node bench/serve-child.mjs <dataDir> [--ready] prints {"url": …} on stdout when listening (with --ready: once its
// runtime build is done, and without the background warm-up of the checks) and stops on SIGTERM.
import { startService } from '../dist/src/server/serve.js';

const ready = process.argv[3] === '--ready';
const service = await startService({ dataDir: process.argv[2], host: '127.0.0.1', port: 0, demo: false, ...(ready ? { warmChecks: false } : {}) });
if (ready) await service.execution.ready();
process.stdout.write(`${JSON.stringify({ url: service.url })}\n`);
process.on('SIGTERM', () => void service.close().then(() => process.exit(0)));
