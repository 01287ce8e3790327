#!/usr/bin/env node
// The `mochalunt` command: runs the Node-only command line built by `npm run build` into dist/cli.js.
const path = require('path');
const fs = require('fs');
const cli = path.join(__dirname, '..', 'dist', 'cli.js');
if (!fs.existsSync(cli)) {
  process.stderr.write('mochalunt: dist/cli.js is missing; run `npm run build` first.\n');
  process.exit(2);
}
require(cli).runFromProcess();
