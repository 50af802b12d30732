import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { changeLanguage, initialLanguage } from './lib/i18n/change-language';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

const language = initialLanguage();
if (language === 'en') {
  // A public page arrives prerendered (scripts/prerender.mjs): take over its markup instead of drawing it again.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
} else {
  // The prerendered markup is English: another language draws the page anew once its catalogs are here
  // (hydrating would find different text). Should they fail to load, the page works in English.
  // Not remembered: only the switcher stores a choice, so `?lang=` does not stick.
  void changeLanguage(language, { remember: false })
    .catch((error: unknown) => console.warn('Interface language not loaded; staying in English', error))
    .finally(() => createRoot(root).render(app));
}
