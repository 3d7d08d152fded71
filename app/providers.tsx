'use client';
// React Query for the client pages: a cache of server data they fetch, not a store of client state
// (the basket lives in localStorage, components/basket/basket-store.ts). Nothing queries through it
// yet: the favourites, account and checkout issues do.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
