/** Browser entry of the registry console: the site's design tokens and UI kit styles, the console's own, then the app. */
import '@meridian/shared/styles.css';
import '@meridian/shared/after-hydration.css';
import './console.css';
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
