#!/usr/bin/env node
// Launcher of the `tavolo` CLI. The CLI is TypeScript that Node 24 runs by stripping the types, so
// an older Node is told so plainly instead of failing on the first type annotation.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(`tavolo needs Node.js 24 or later (this is ${process.version}).\n`);
  process.exit(2);
}
await import('../src/cli/main.ts');
