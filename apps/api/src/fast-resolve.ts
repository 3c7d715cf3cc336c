/**
 * A module resolution shortcut for start-up (issue 19 item 8). Node resolves each `import` by
 * also working out the target's format, and for that deserialises the nearest package.json —
 * anew for every import edge. drizzle-orm's package.json is 179 kB (its exports map), and its
 * ~110 modules import each other hundreds of times: about 2 s of CPU of a start went there.
 * This hook answers the common case itself — a relative `import` of a file with its extension,
 * from a module inside node_modules — with the package type read once per package.json, and
 * leaves everything else (bare specifiers, require, TypeScript, missing files) to Node.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { registerHooks } from 'node:module';
import type { ModuleFormat } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const typeByDirectory = new Map<string, string>();

/** The `type` of the package.json nearest to `directory` (what Node's own lookup finds). */
function packageType(directory: string): string {
  const known = typeByDirectory.get(directory);
  if (known !== undefined) return known;
  const file = path.join(directory, 'package.json');
  const parent = path.dirname(directory);
  let type: string;
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const module = typeof parsed === 'object' && parsed !== null && 'type' in parsed;
    type = module && parsed.type === 'module' ? 'module' : 'commonjs';
  } else {
    type = parent === directory ? 'commonjs' : packageType(parent);
  }
  typeByDirectory.set(directory, type);
  return type;
}

function formatOf(file: string): ModuleFormat | undefined {
  if (file.endsWith('.mjs')) return 'module';
  if (file.endsWith('.cjs')) return 'commonjs';
  if (file.endsWith('.js'))
    return packageType(path.dirname(file)) === 'module' ? 'module' : 'commonjs';
  return undefined;
}

/** Installs the shortcut; modules imported afterwards resolve through it. */
export function registerFastResolve(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (
        relative &&
        parent?.startsWith('file:') === true &&
        parent.includes('/node_modules/') &&
        context.conditions.includes('import')
      ) {
        const target = new URL(specifier, parent);
        if (target.search === '' && target.hash === '') {
          const file = fileURLToPath(target);
          const format = formatOf(file);
          if (format !== undefined && existsSync(file)) {
            return { url: pathToFileURL(realpathSync(file)).href, format, shortCircuit: true };
          }
        }
      }
      return nextResolve(specifier, context);
    },
  });
}
