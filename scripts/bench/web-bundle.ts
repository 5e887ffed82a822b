import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Gzip sizes of the JavaScript and CSS a first visit to a page downloads before it can render. */
export function measureInitialPageWeight(webDirectory: string, pageSource: string) {
  const manifest = JSON.parse(
    readFileSync(path.join(webDirectory, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const pageKey = Object.keys(manifest).find((key) => key.endsWith(pageSource));
  if (!entryKey || !pageKey) {
    throw new Error(`Cannot find the entry or ${pageSource} in the build manifest`);
  }

  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  visit(pageKey);

  const sizeOf = (extension: string) =>
    [...files]
      .filter((file) => file.endsWith(extension))
      .reduce(
        (total, file) =>
          total + gzipSync(readFileSync(path.join(webDirectory, file)), { level: 9 }).length,
        0,
      );
  return { javascriptGzipBytes: sizeOf('.js'), cssGzipBytes: sizeOf('.css'), files: [...files] };
}
