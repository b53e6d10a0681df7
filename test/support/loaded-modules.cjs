// Preloaded with NODE_OPTIONS=--require by tests of start-up cost: at exit, writes the Node modules the process
// loaded (process.moduleLoadList) to the file named by ABAPDECK_TEST_LOADED_MODULES. A fixed path, so that the
// code cache the binary writes per NODE_OPTIONS (src/vendor/code-cache.ts) is one file, not one per test run.
'use strict';
const file = process.env.ABAPDECK_TEST_LOADED_MODULES;
if (file) process.on('exit', () => require('node:fs').writeFileSync(file, process.moduleLoadList.join('\n')));
