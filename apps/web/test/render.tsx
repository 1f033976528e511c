import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** A fresh query client per render, without retries, so a failed request shows at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

type Options = {
  /** Wrap in a MemoryRouter at this path; leave out for components that need no router. */
  path?: string;
  client?: QueryClient;
};

/** Renders a page or component the way the app does: inside a query client and, when asked, a router. */
export function renderWithClient(ui: ReactElement, { path, client = testQueryClient() }: Options = {}) {
  const routed = path === undefined ? ui : <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>;
  return render(<QueryClientProvider client={client}>{routed}</QueryClientProvider>);
}
