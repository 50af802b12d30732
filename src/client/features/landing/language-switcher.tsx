import { GlobeIcon } from 'lucide-react';
import { INTERFACE_LANGUAGES, LANGUAGE_INFO } from '../../../domain/interface-languages';
import { isPublicPagePath, localizedPath, splitLanguagePrefix } from '../../../domain/language-paths';
import { chooseLanguage } from '../../lib/i18n/change-language';
import type { ActiveLanguage } from '../../lib/i18n/language-store';
import { SITE_TEXTS } from '../../lib/i18n/namespaces/site';
import { useT } from '../../lib/i18n/use-t';

function isActiveLanguage(value: string): value is ActiveLanguage {
  return value === 'xx' || (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A public page, or any page under a language prefix, has an address per language: the switcher goes there
 * (the same page, prerendered in the new language). Elsewhere the texts change in place. Either way the choice
 * is remembered, and saved to a signed-in account.
 */
async function switchTo(language: ActiveLanguage): Promise<void> {
  const { pathname, search, hash } = window.location;
  const { language: prefixed, path } = splitLanguagePrefix(pathname);
  await chooseLanguage(language);
  if (language === 'xx' || (prefixed === undefined && !isPublicPagePath(path))) return;
  const target = localizedPath(path, language);
  if (target !== pathname) window.location.assign(`${target}${search}${hash}`);
}

/**
 * A native <select> of the interface languages, each named in itself (a reader finds theirs without knowing
 * the current one): the keyboard, screen readers and phones handle it with no code of ours. Changing it
 * keeps the visitor on the page they are on, in the new language. `isCompact` (the header) shows
 * a globe and the language's code over an invisible select; the footer shows the label and the name.
 */
export function LanguageSwitcher({ id, isCompact = false }: { id: string; isCompact?: boolean }) {
  const { t, language } = useT(SITE_TEXTS);
  const options = (
    <>
      {INTERFACE_LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code} translate="no">
          {LANGUAGE_INFO[code].nativeName}
        </option>
      ))}
      {/* The pseudo-language, shown only while it is in use (development and tests). */}
      {language === 'xx' ? (
        <option value="xx" translate="no">
          Pseudo (xx)
        </option>
      ) : null}
    </>
  );
  const onChange = (value: string) => {
    if (isActiveLanguage(value)) void switchTo(value);
  };
  if (isCompact) {
    return (
      <div className="relative inline-flex h-10 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-foreground focus-within:ring-2 focus-within:ring-brand-600 hover:bg-muted">
        <GlobeIcon aria-hidden="true" className="size-4" />
        <span aria-hidden="true" translate="no">
          {language.toUpperCase()}
        </span>
        <label htmlFor={id} className="sr-only">
          {t('language.label')}
        </label>
        <select
          id={id}
          value={language}
          onChange={(event) => onChange(event.target.value)}
          className="absolute inset-0 cursor-pointer appearance-none opacity-0"
        >
          {options}
        </select>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <GlobeIcon aria-hidden="true" className="size-4 shrink-0" />
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border border-border bg-background px-2 text-foreground"
      >
        {options}
      </select>
    </div>
  );
}
