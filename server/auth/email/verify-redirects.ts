import type { AuthError } from '../auth-errors.ts';

// The `error` word of an error redirect, by HTTP status (absent for other statuses).
const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** Go's url.QueryEscape: spaces as `+`, only `-_.~` and alphanumerics left as they are. */
function queryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** Go's url.Values.Encode: keys sorted, `key=value` joined by `&`. */
function encodeSorted(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${queryEscape(key)}=${queryEscape(values[key] ?? '')}`)
    .join('&');
}

/** `url` without its fragment, with `params` appended to its query (existing ones kept). */
export function withQuery(url: string, params: Record<string, string>): string {
  const base = url.split('#')[0] ?? url;
  return `${base}${base.includes('?') ? '&' : '?'}${encodeSorted(params)}`;
}

/** `url` with `params` as its fragment, replacing any fragment it had. */
export function withFragment(url: string, params: Record<string, string>): string {
  return `${url.split('#')[0] ?? url}#${encodeSorted(params)}`;
}

/** Where a failed email link sends the browser: the error in the fragment (and the query for PKCE). */
export function errorRedirect(redirectTo: string, error: AuthError, isPkce: boolean): string {
  const word = OAUTH_ERROR_BY_STATUS[error.status];
  const params: Record<string, string> = {
    ...(word ? { error: word } : {}),
    error_code: error.code,
    error_description: error.message,
  };
  const target = isPkce ? withQuery(redirectTo, params) : redirectTo;
  return withFragment(target, { ...params, sb: '' });
}
