import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'phone',
  'zoom',
];

/** GET /settings, GET /health and the published key set (protocol sections 4.11 and 3.2). */
export function registerSettingsRoutes(app: FastifyInstance, context: AuthContext): void {
  app.get('/settings', async () => ({
    external: {
      ...Object.fromEntries(EXTERNAL_PROVIDERS.map((provider) => [provider, false])),
      email: true,
    },
    disable_signup: false,
    mailer_autoconfirm: context.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  }));

  app.get('/health', async () => ({
    version: '1',
    name: 'Legal Explainer Auth',
    description: 'The embedded authentication service; it speaks the Supabase Auth protocol.',
  }));

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=600');
    return { keys: [context.keys.publicJwk] };
  });
}
