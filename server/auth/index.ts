import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { getOrCreateAppSetting } from '../settings/app-setting-queries.ts';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { AuthConfig, AuthContext } from './auth-context.ts';
import { AuthError, OAuthError, sendAuthError } from './auth-errors.ts';
import { createMailer } from './email/mailer.ts';
import { registerEmailFlowRoutes } from './email/email-routes.ts';
import { loadAuthKeys } from './keys.ts';
import { registerFactorRoutes } from './mfa/factor-routes.ts';
import { RateLimiter } from '../limits/rate-limiter.ts';
import { registerDisabledFeatureRoutes } from './routes/disabled-features.ts';
import { registerLogoutRoute } from './routes/logout.ts';
import { registerSettingsRoutes } from './routes/settings.ts';
import { registerSignupRoute } from './routes/signup.ts';
import { registerTokenRoute } from './routes/token.ts';
import { registerUserRoutes } from './routes/user.ts';

/** Where the embedded service is mounted, as supabase-js expects it under the app's URL. */
export const AUTH_PREFIX = '/auth/v1';

// Routes a browser navigates to (email links, OAuth) carry no apikey, as behind Supabase's gateway.
const OPEN_PATHS = ['/verify', '/callback', '/authorize', '/.well-known/jwks.json', '/health'];

/** The service's settings from the server's. */
export function buildAuthConfig(env: Env, siteUrl: string, hasMailer: boolean): AuthConfig {
  return {
    siteUrl,
    issuer: `${siteUrl}${AUTH_PREFIX}`,
    jwtExpirySeconds: env.AUTH_JWT_EXPIRY_SECONDS,
    passwordPolicy: {
      minLength: env.AUTH_PASSWORD_MIN_LENGTH,
      requiredCharacters: env.AUTH_PASSWORD_REQUIRED_CHARACTERS,
    },
    autoconfirm: !hasMailer,
    rateLimitPerIp: env.AUTH_RATE_LIMIT_PER_IP,
    rateLimitPerEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
    backOffAfterFailures: env.AUTH_LOCK_AFTER_FAILURES,
    longestBackOffMinutes: env.AUTH_LOCK_MINUTES,
    accountFailuresPerHour: env.AUTH_ACCOUNT_FAILURES_PER_HOUR,
    refreshReuseSeconds: 10,
    otpExpirySeconds: 3600,
    emailMinIntervalSeconds: 60,
    flowStateExpirySeconds: 300,
  };
}

/** Builds the service's context: keys and secrets from the database, the mailer, the limits. */
export async function createAuthContext(
  app: FastifyInstance,
  env: Env,
  db: Kysely<Database>,
  siteUrl: string,
): Promise<AuthContext> {
  const mailer = createMailer(env.SMTP_URL, env.SMTP_FROM);
  if (!mailer.isConfigured)
    app.log.warn(
      'No SMTP_URL set: sign-ups are confirmed at once, and password resets, magic links and email codes are refused. Set a forgotten password with `legal-explainer admin set-password EMAIL`',
    );
  return {
    db,
    keys: await loadAuthKeys(db),
    config: buildAuthConfig(env, siteUrl, mailer.isConfigured),
    limiter: new RateLimiter(db),
    mailer,
    log: app.log,
    refreshSecret: await getOrCreateAppSetting(db, 'auth_refresh_secret', () =>
      randomBytes(32).toString('hex'),
    ),
  };
}

/** Mounts the embedded authentication service at /auth/v1 (protocol section 12). */
export async function registerAuthService(
  app: FastifyInstance,
  context: AuthContext,
): Promise<void> {
  await app.register(
    async (auth) => {
      // auth-js sends `Content-Type: application/json` with no body on logout and deletes.
      auth.removeContentTypeParser('application/json');
      auth.addContentTypeParser(
        'application/json',
        { parseAs: 'string' },
        (_request, body, done) => {
          const text = typeof body === 'string' ? body : body.toString('utf8');
          if (!text.trim()) return done(null, {});
          try {
            done(null, JSON.parse(text));
          } catch (error) {
            done(
              new AuthError(
                400,
                'bad_json',
                `Could not parse request body as JSON: ${(error as Error).message}`,
              ),
            );
          }
        },
      );
      auth.addHook('onRequest', async (request) => requireApiKey(context, request));
      auth.setErrorHandler((error, request, reply) => {
        if (error instanceof AuthError || error instanceof OAuthError)
          return sendAuthError(request, reply, error);
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 413)
          return sendAuthError(
            request,
            reply,
            new AuthError(413, 'request_entity_too_large', 'Request body too large'),
          );
        if (status && status >= 400 && status < 500)
          return sendAuthError(
            request,
            reply,
            new AuthError(status, 'validation_failed', 'Invalid request'),
          );
        request.log.error({ err: error }, 'Auth service failure');
        return sendAuthError(
          request,
          reply,
          new AuthError(
            500,
            'unexpected_failure',
            'Unexpected failure, please check server logs for more information',
          ),
        );
      });
      auth.setNotFoundHandler((request, reply) =>
        sendAuthError(request, reply, new AuthError(404, 'not_found', 'Not found')),
      );
      registerSignupRoute(auth, context);
      registerTokenRoute(auth, context);
      registerLogoutRoute(auth, context);
      registerUserRoutes(auth, context);
      registerEmailFlowRoutes(auth, context);
      registerFactorRoutes(auth, context);
      registerSettingsRoutes(auth, context);
      registerDisabledFeatureRoutes(auth, context);
    },
    { prefix: AUTH_PREFIX },
  );
}

/** The gateway's key check: every route but the open ones needs the anon key as `apikey`. */
function requireApiKey(context: AuthContext, request: FastifyRequest): void {
  const path = request.url.slice(AUTH_PREFIX.length).split('?')[0] ?? '';
  if (request.method === 'OPTIONS' || OPEN_PATHS.some((open) => path.startsWith(open))) return;
  const header = request.headers.apikey;
  const query = (request.query as Record<string, unknown> | undefined)?.apikey;
  const key =
    (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : '');
  if (!key) throw new AuthError(401, 'no_api_key', 'No API key found in request');
  if (key !== context.keys.anonKey)
    throw new AuthError(401, 'invalid_api_key', 'Invalid authentication credentials');
}
