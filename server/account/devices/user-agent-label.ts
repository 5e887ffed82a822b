// Tested in order: most browsers name others in their User-Agent for compatibility (Edge and
// Opera say "Chrome", Chrome says "Safari"), so the most specific token wins.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(Edg|EdgA|EdgiOS)\//, 'Edge'],
  [/\b(OPR|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iOS and Android before the desktop systems they also mention ("like Mac OS X", "Linux").
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\b(Linux|X11)\b/, 'Linux'],
];

function firstMatch(
  userAgent: string,
  patterns: ReadonlyArray<readonly [RegExp, string]>,
): string | null {
  return patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** A browser and its system, as a person recognises them, from a User-Agent header. */
export function readUserAgent(userAgent: string | null): {
  browser: string | null;
  system: string | null;
} {
  if (!userAgent) return { browser: null, system: null };
  return { browser: firstMatch(userAgent, BROWSERS), system: firstMatch(userAgent, SYSTEMS) };
}

/**
 * What the devices list calls a session's browser: "Chrome on Windows", "Safari on iOS",
 * "Firefox", "Unknown browser on Linux", or "Unknown browser" (a script, or a session from
 * before devices were recorded). No library: six browsers and six systems cover the people
 * who sign in here, and a full parser's rules would outweigh the rest of this feature.
 */
export function describeUserAgent(userAgent: string | null): string {
  const { browser, system } = readUserAgent(userAgent);
  const name = browser ?? 'Unknown browser';
  return system ? `${name} on ${system}` : name;
}
