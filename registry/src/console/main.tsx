/** Browser entry of the registry console. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

const container = document.getElementById('root');
if (container === null) throw new Error('registry console: #root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
