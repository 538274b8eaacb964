import { useEffect, useState } from 'react';
// By the package's name: the root is the shared module, so this is the host's mount-props context (see browser-state.ts).
import { useMountProps } from '@work/shared-ui';

/**
 * A private file (e.g. a croudie's photo) as an image source. Its download needs the caller's bearer token, which an
 * <img src> cannot send, so it is fetched through the shell's apiFetch and shown from an object URL, freed again when
 * the path changes or the component goes. Null while loading, when there is no path, or when it cannot be read.
 */
export function usePrivateImage(path: string | null | undefined): string | null {
  const { apiFetch } = useMountProps();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!path) return;
    let objectUrl: string | null = null;
    let gone = false;
    apiFetch(path)
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || gone) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined); // no photo: the initials show
    return () => {
      gone = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [apiFetch, path]);
  return url;
}
