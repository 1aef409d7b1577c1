import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { createApolloClient } from './lib/apollo/client';
import { readSiteConfig } from './lib/site-config';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App client={createApolloClient()} siteConfig={readSiteConfig(document)} router={createAppRouter()} />
  </StrictMode>,
);
