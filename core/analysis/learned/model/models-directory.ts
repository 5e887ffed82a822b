import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The project's models/ folder: the nearest one above `fromUrl` (a module's import.meta.url).
 * Searched for rather than written as a fixed number of `../`, because the same code runs from
 * its sources here and from the compiled server in dist/server (bin/compiled-server.js), whose
 * files sit at another depth.
 */
export function findModelsDirectory(fromUrl: string): URL {
  let directory = path.dirname(fileURLToPath(fromUrl));
  for (;;) {
    const candidate = path.join(directory, 'models');
    if (existsSync(path.join(candidate, 'clauses.json'))) return pathToFileURL(`${candidate}/`);
    const parent = path.dirname(directory);
    if (parent === directory)
      throw new Error(`The engine's models/ folder was not found above ${fromUrl}`);
    directory = parent;
  }
}
