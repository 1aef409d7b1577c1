import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_HEADERS, EXAMPLE_TABS } from './examples';

/**
 * GET /graphql in a browser: GraphiQL (npm package, bundled by Vite as its own entry, loaded only
 * on this page), with the guide's examples as tabs and the integrator's `Authorization: Bearer smk_…`
 * header preset. Headers are not persisted (shouldPersistHeaders off): the token stays out of storage.
 */
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} defaultHeaders={DEFAULT_HEADERS} initialHeaders={DEFAULT_HEADERS} shouldPersistHeaders={false} isHeadersEditorEnabled defaultEditorToolsVisibility="headers" />
  </StrictMode>,
);
