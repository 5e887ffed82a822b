import type { AuthContext } from '../auth-context.ts';

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * The redirect target of an email link: `redirect_to` when it points at the site (same scheme
 * and host; the port is ignored on loopback hosts), otherwise the site URL itself.
 */
export function resolveRedirect(context: AuthContext, redirectTo: string): string {
  const siteUrl = context.config.siteUrl;
  if (!redirectTo) return siteUrl;
  try {
    const target = new URL(redirectTo);
    const site = new URL(siteUrl);
    if (target.protocol !== site.protocol) return siteUrl;
    if (target.host === site.host) return redirectTo;
    if (isLoopback(site.hostname) && isLoopback(target.hostname)) return redirectTo;
    return siteUrl;
  } catch {
    return siteUrl;
  }
}
