import { create } from 'zustand';
import { publicConfigSchema, type PublicConfig } from '../../common/api/public-config.ts';
import { logger } from './logger.ts';

/** What the app assumes until GET /api/config answers, and if it never does. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: 'Legal Explainer',
  // No address nobody reads: until the server names one, people are told whom to ask.
  supportEmail: null,
  errorReportUrl: '/api/client-errors',
  maxUploadBytes: 10 * 1024 * 1024,
  // Empty until the server answers: the address is this origin's, the key only the server knows.
  authUrl: '',
  anonKey: '',
  // Until the server says otherwise no purchase button promises a checkout.
  paymentsEnabled: false,
  // Until the server says otherwise a reset link is offered: the server has the last word.
  emailEnabled: true,
};

/** The server's public settings; components re-render when they arrive. */
export const usePublicConfig = create<PublicConfig>(() => DEFAULT_PUBLIC_CONFIG);

/** The public settings as last loaded (the defaults before that), outside React. */
export function getPublicConfig(): PublicConfig {
  return usePublicConfig.getState();
}

let loading: Promise<PublicConfig> | null = null;

/**
 * The server's settings once GET /api/config has answered (or failed): asked once per page
 * load, however many parts of the app are waiting for it.
 */
export function whenPublicConfigLoaded(): Promise<PublicConfig> {
  loading ??= loadPublicConfig();
  return loading;
}

/** Loads the server's public settings; on any failure keeps the defaults so the app still starts. */
export async function loadPublicConfig(
  fetchImplementation: typeof fetch = fetch,
): Promise<PublicConfig> {
  try {
    const response = await fetchImplementation('/api/config', {
      headers: { accept: 'application/json' },
    });
    if (response.ok) usePublicConfig.setState(publicConfigSchema.parse(await response.json()));
    else logger.warn(`GET /api/config answered ${response.status}; using the default settings`);
  } catch (error) {
    // Offline or an older server: the defaults are safe.
    logger.warn('Could not load /api/config; using the default settings', error);
  }
  return getPublicConfig();
}
