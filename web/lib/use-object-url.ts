import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob, alive as long as the component uses it: revoked when the Blob
 * changes or the component goes, so a document's bytes do not stay pinned in memory.
 */
export function useObjectUrl(blob: Blob | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    // The URL is a browser resource with a lifetime, made and revoked here with its Blob (also
    // across StrictMode's double run); state only carries it to the render.
    const created = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
