import { describe, expect, it } from 'vitest';
import { TOAST_BODY_TEXT_CLASSES, TOAST_STYLES } from './toast-styles.ts';

interface FileSystem {
  readFileSync(path: string, encoding: 'utf8'): string;
}

// Vitest empties CSS imports (even ?raw), so the theme is read from disk. The module name is
// a variable because the web tsconfig has no Node types.
async function readThemeColours(): Promise<Map<string, string>> {
  const fsModuleName = 'node:fs';
  const fs = (await import(/* @vite-ignore */ fsModuleName)) as FileSystem;
  // Not `new URL(path, import.meta.url)` inline: Vite rewrites that pattern into an asset URL.
  const testFileUrl = import.meta.url;
  const css = fs.readFileSync(new URL('../../index.css', testFileUrl).pathname, 'utf8');
  const colours = new Map<string, string>();
  for (const match of css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})/gi)) {
    const [, name, hex] = match;
    if (name && hex) colours.set(name, hex);
  }
  return colours;
}

function getRelativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function getContrastRatio(first: string, second: string): number {
  const [lighter, darker] = [getRelativeLuminance(first), getRelativeLuminance(second)].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

function getToken(classes: string, prefix: 'bg' | 'text'): string {
  const token = classes
    .split(' ')
    .find((name) => name.startsWith(`${prefix}-`))
    ?.slice(prefix.length + 1);
  if (!token) throw new Error(`no ${prefix} class in "${classes}"`);
  return token;
}

describe('toast colours', () => {
  it('keep every text colour at 4.5:1 or better on its toast background', async () => {
    const colours = await readThemeColours();
    const getColour = (token: string) => {
      const hex = colours.get(token);
      if (!hex) throw new Error(`theme colour ${token} is missing from web/index.css`);
      return hex;
    };

    for (const [severity, style] of Object.entries(TOAST_STYLES)) {
      const background = getColour(getToken(style.container, 'bg'));
      const textTokens = [
        getToken(style.title, 'text'),
        ...TOAST_BODY_TEXT_CLASSES.map((name) => getToken(name, 'text')),
      ];
      for (const token of textTokens) {
        const ratio = getContrastRatio(getColour(token), background);
        expect(ratio, `${severity}: ${token} on its background`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('give each severity its own colour and spoken label', () => {
    const backgrounds = Object.values(TOAST_STYLES).map((style) => getToken(style.container, 'bg'));
    expect(new Set(backgrounds).size).toBe(4);
    expect(TOAST_STYLES.error.label).toBe('Error');
  });
});
