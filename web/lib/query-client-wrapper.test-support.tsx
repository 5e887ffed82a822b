import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// Query results reach components on a timer in the browser; in tests they come as microtasks,
// so awaiting act() is enough to see them.
notifyManager.setScheduler(queueMicrotask);

/** A query client for one test: nothing retried, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** A wrapper for render and renderHook that provides the client, fresh unless one is given. */
export function withQueryClient(client: QueryClient = createTestQueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}
