import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { isPublicPagePath, localizedPath, splitLanguagePrefix } from '../domain/language-paths';
import { App } from './app/app';
import { changeLanguage, initialLanguage } from './lib/i18n/change-language';
import { getLanguageState } from './lib/i18n/language-store';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const { pathname, search, hash } = window.location;
const prefixed = splitLanguagePrefix(pathname).language;
const language = prefixed ?? initialLanguage();
// An English public page opened by a reader of another language (their choice, or their browser's on a first
// visit) moves to that language's address, where it is prerendered in their language (issue 33).
const redirect =
  !prefixed && language !== 'en' && language !== 'xx' && isPublicPagePath(pathname)
    ? localizedPath(pathname, language)
    : undefined;

function start() {
  // Under a language prefix the router matches the address without it, and its links keep it.
  const app = (
    <StrictMode>
      <Router base={prefixed ? `/${prefixed}` : ''}>
        <App />
      </Router>
    </StrictMode>
  );
  // A prerendered page is in its address's language: once that language is loaded, take over its markup.
  if (!root) return;
  const pageLanguage = prefixed ?? 'en';
  const isPrerenderedHere = root.hasChildNodes() && document.documentElement.lang === pageLanguage;
  if (isPrerenderedHere && getLanguageState().language === pageLanguage) hydrateRoot(root, app);
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

if (redirect) {
  const query = new URLSearchParams(search);
  query.delete('lang');
  const rest = query.toString();
  window.location.replace(`${redirect}${rest ? `?${rest}` : ''}${hash}`);
} else if (language === 'en') {
  start();
} else {
  // The page's language loads first. A prefix names the reader's language, so it is remembered like a pick;
  // `?lang=` is not. Should the catalogs fail to load, the page works in English.
  void changeLanguage(language, { remember: prefixed !== undefined })
    .catch((error: unknown) => console.warn('Interface language not loaded; staying in English', error))
    .finally(start);
}
