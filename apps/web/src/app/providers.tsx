import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ApiError } from '../shared/api/index.ts';
import { bindSessionToQueries } from '../shared/session/index.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (400–499) will not change on a retry; network and server errors may.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();

export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  // A role that logs out (here, after a 401, or in another tab) leaves none of its data behind (SPEC 4).
  useEffect(() => bindSessionToQueries((role) => client.removeQueries({ queryKey: [role] })), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
