import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import type { createAppRouter } from './router';

/**
 * The whole app: what the browser renders (main.tsx) and the server renders for a visitor
 * (entry-server.tsx). `onMounted` runs once the first render (or hydration) is on screen.
 */
export function App({
  queryClient,
  router,
  onMounted,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  onMounted?: () => void;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      {onMounted && <OnMounted run={onMounted} />}
    </StrictMode>
  );
}

function OnMounted({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when first on screen
  useEffect(() => run(), []);
  return null;
}
