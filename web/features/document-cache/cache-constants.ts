/** How long a document stays in the browser's cache after it was stored (SPEC section 9). */
export const CACHE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Most documents kept at once; beyond it the least recently accessed go (SPEC section 9). */
export const CACHE_CAP = 50;

/** How often expired documents are swept out while the app is open (SPEC section 9). */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
