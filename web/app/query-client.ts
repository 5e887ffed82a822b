import { QueryCache, QueryClient } from '@tanstack/react-query';
import { logger } from '../lib/logger.ts';

/**
 * The app's one store of server state (decision 018). A module rather than something made in
 * a component, because a sign-out empties it and the document cache persists from it, both
 * outside React. A failed request is retried once, not three times; a query that still fails
 * is logged here, once, whatever the screen then shows.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      logger.warn(`Could not load ${JSON.stringify(query.queryKey)}`, error);
    },
  }),
  defaultOptions: { queries: { retry: 1 } },
});
