import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@atrium/api';

const ApiContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  /** `createApiClient()` in the app, `createFakeApi()` in stories and tests. */
  client: ApiClient;
  children: ReactNode;
}

export function ApiProvider({ client, children }: ApiProviderProps) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>.');
  return client;
}
