import { useEffect, type DependencyList } from 'react';
import type { ProviderFieldsProps, ProviderHandle } from './provider';
import { useLatest } from './use-latest';

/**
 * Hands the step the fields' handle while they are mounted (decision 023): `make` builds it (null while the
 * provider is not ready), the step gets it through `onHandle`, and null when the fields are torn down or `deps`
 * change. The handle should read the form's values through `useLatest`, so it is given once and stays valid.
 */
export function useProviderHandle(onHandle: ProviderFieldsProps['onHandle'], make: () => ProviderHandle | null, deps: DependencyList): void {
  const latest = useLatest(onHandle);
  useEffect(() => {
    const handle = make();
    if (!handle) return undefined;
    const hand = latest.current;
    hand(handle);
    return () => hand(null);
    // `make` is the caller's, rebuilt every render: `deps` say when the handle changes.
  }, deps);
}
