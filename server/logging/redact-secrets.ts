const REDACTED = '[redacted]';

// Log lines are JSON: inside a value, an escaped quote or backslash (\" or \\) is still part
// of it, while a bare quote ends the JSON string, so it ends the secret too.
const ESCAPED_QUOTE_OR_BACKSLASH = String.raw`\\["\\]`;

// A share link's token: the path segment after /s/ (the page, any case, even percent-encoded)
// or /shares/ (the public API; an owner's /api/shares/<id> loses its id too, which costs little).
const SHARE_TOKEN_IN_PATH = new RegExp(
  String.raw`(\/(?:s|%73|shares)\/)(?:[^/?#&\s"'\\]|${ESCAPED_QUOTE_OR_BACKSLASH})+`,
  'gi',
);

// A query or fragment parameter whose name says it holds a secret: token, token_hash,
// access_token, refresh_token, code, apikey, nonce, password, client_secret, signature...
const SECRET_PARAMETER = new RegExp(
  String.raw`([?&#;][\w.-]*(?:token|code|key|nonce|pass|pwd|secret|signature|otp|credential)[\w.-]*=)` +
    String.raw`(?:[^&#\s"'\\]|${ESCAPED_QUOTE_OR_BACKSLASH})*`,
  'gi',
);

/**
 * The text with every secret a URL can carry replaced by "[redacted]": share tokens in paths
 * and secret query or fragment parameters, wherever a URL appears in it. A value ends at white
 * space, a quote or a line break, and never inside an escape, so a line of JSON stays valid.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(SHARE_TOKEN_IN_PATH, `$1${REDACTED}`)
    .replace(SECRET_PARAMETER, `$1${REDACTED}`);
}
