import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder: the nearest one above `fromUrl` (a module's import.meta.url) holding
 * package.json. Searched for because the command line runs from its sources in bin/ and from
 * the compiled server in dist/server (bin/compiled-server.js), at different depths.
 */
export function findProjectRoot(fromUrl: string): string {
  let directory = path.dirname(fileURLToPath(fromUrl));
  while (!existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`No package.json above ${fromUrl}`);
    directory = parent;
  }
  return directory;
}
