import { useEffect, useRef } from 'react';

/** Reads a list again whenever `version` changes after the first render (another part of the screen changed data). */
export function useReloadOn(version: number, reload: () => void): void {
  const first = useRef(version);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (version !== first.current) latest.current();
  }, [version]);
}
