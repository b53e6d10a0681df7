// A service in a process of its own, for benchmarks that measure its memory: node bench/serve-child.mjs <dataDir>
// prints {"url": …} on stdout when listening and stops on SIGTERM.
import { startService } from '../dist/src/server/serve.js';

const service = await startService({ dataDir: process.argv[2], host: '127.0.0.1', port: 0, demo: false });
process.stdout.write(`${JSON.stringify({ url: service.url })}\n`);
process.on('SIGTERM', () => void service.close().then(() => process.exit(0)));
