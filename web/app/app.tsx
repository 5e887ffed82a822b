import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { Toaster } from '../features/notifications/index.ts';
import { queryClient } from './query-client.ts';

/**
 * The whole app: the router with its pages, server-state caching, and the toasts above them. The
 * router comes from outside because the landing page's prerender (web/prerender.tsx) runs the
 * same app in memory at build time.
 */
export function App({ router }: { router: DataRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
