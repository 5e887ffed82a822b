/** Makes and frees object URLs; injectable because jsdom (and some workers) have none. */
export interface ObjectUrlFactory {
  /** A URL for the blob, or null when this environment cannot make one. */
  create(blob: Blob): string | null;
  revoke(url: string): void;
}

/** The browser's URL.createObjectURL, or null URLs where it does not exist. */
export const browserObjectUrls: ObjectUrlFactory = {
  create: (blob) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null),
  revoke: (url) => {
    if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
  },
};
