import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from '@/web/components/ui/toaster';
import { sessionQuery } from '@/web/lib/session';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
// Every screen starts by asking who is signed in: ask while the router fetches the screen's chunk,
// not after it.
void queryClient.prefetchQuery(sessionQuery);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
