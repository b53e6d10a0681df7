// Prints the suite's outcome as one plain closing line ("vitest: N passed, N failed, N skipped") from the
// JSON report vitest wrote, so that CI logs end with the count in a form any reader understands.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'dist/test-results.json';
if (!existsSync(file)) {
  console.log('vitest: no test report was written');
  process.exit(0);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
