/**
 * Escapes what Markdown would read as formatting, inline and at the start of a line, so text
 * from a document or a person (a clause starting "1.", a quote holding "*" or an `<img>` tag)
 * reads as written. Shared by the server's report and the browser's chat export.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>~|]/g, (character) => `\\${character}`)
    .replace(/^(\s*)(#{1,6}(?=\s|$)|[+-](?=\s)|=+\s*$)/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])(?=\s|$)/gm, '$1\\$2');
}
