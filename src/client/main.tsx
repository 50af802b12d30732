import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives prerendered (scripts/prerender.mjs): take over its markup instead of drawing it again.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
