import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, validationFailed } from '../auth-errors.ts';
import { requireAuthentication } from '../sessions.ts';

/**
 * What this service does not offer (social sign-in, identity linking, SSO) answers as a
 * Supabase project with those features off does, never with a bare 404.
 */
export function registerDisabledFeatureRoutes(app: FastifyInstance, context: AuthContext): void {
  app.get('/authorize', async () => {
    throw validationFailed('Unsupported provider: provider is not enabled');
  });
  app.get('/callback', async () => {
    throw validationFailed('Unsupported provider: provider is not enabled');
  });
  app.get('/user/identities/authorize', async (request) => {
    await requireAuthentication(context, request);
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  });
  app.delete('/user/identities/:identityId', async (request) => {
    await requireAuthentication(context, request);
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  });
  app.post('/sso', async () => {
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  });
}
