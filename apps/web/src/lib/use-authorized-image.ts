import { useEffect, useState } from 'react';
import { apiBlob } from './api-client.ts';

/**
 * The object URL of an image behind the sign-in, or null while it loads, when there is none or when
 * it cannot be read (the caller shows its fallback). The URL is revoked when the path changes.
 */
export function useAuthorizedImage(path: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    setUrl(null);
    if (!path) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    apiBlob(path, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);

  return url;
}
