import { GlobeIcon } from 'lucide-react';
import { INTERFACE_LANGUAGES, LANGUAGE_INFO } from '../../../domain/interface-languages';
import { chooseLanguage } from '../../lib/i18n/change-language';
import type { ActiveLanguage } from '../../lib/i18n/language-store';
import { SITE_TEXTS } from '../../lib/i18n/namespaces/site';
import { useT } from '../../lib/i18n/use-t';

function isActiveLanguage(value: string): value is ActiveLanguage {
  return value === 'xx' || (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A native <select> of the interface languages, each named in itself (a reader finds theirs without knowing
 * the current one): the keyboard, screen readers and phones handle it with no code of ours. Changing it
 * changes the texts in place, so the visitor stays on the page they are on. `isCompact` (the header) shows
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
    if (isActiveLanguage(value)) void chooseLanguage(value);
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
