import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Toaster } from '@/web/components/ui/toaster';

/** The browser's router, or the memory router the build draws a page with (`prerender.tsx`). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
}

export function App({
  queryClient,
  router,
  onReady,
}: {
  queryClient: QueryClient;
  router: AppRouter;
  /** After the first commit: the app has drawn (or taken over) the page. */
  onReady?: () => void;
}) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
