import { useEffect, useState } from 'react';

type Loaded = { key: string; url: string | null; failed: boolean };

/**
 * An object URL of bytes fetched with the session (a photo with no public address), for an <img>: `load(key)` runs
 * when `key` is set or changes, and the URL is revoked when the key changes or the component goes. `load` should be
 * a stable function (a module's own), not one made at each render.
 */
export function useBlobUrl(key: string | null, load: (key: string) => Promise<Blob>): { url: string | null; failed: boolean; loading: boolean } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    let made: string | null = null;
    let gone = false;
    load(key).then(
      (blob) => {
        if (gone) return;
        made = URL.createObjectURL(blob);
        setLoaded({ key, url: made, failed: false });
      },
      () => {
        if (!gone) setLoaded({ key, url: null, failed: true });
      },
    );
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [key, load]);
  const current = key !== null && loaded?.key === key ? loaded : null;
  return { url: current?.url ?? null, failed: current?.failed ?? false, loading: key !== null && current === null };
}
