import { useState } from 'react';
import { composeMonthText, parseMonthText } from '../../../../domain/date-text';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { ActiveLanguage } from '../../../lib/i18n/language-store';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { pseudoLocalize } from '../../../lib/i18n/pseudo-language';
import { useT } from '../../../lib/i18n/use-t';

const monthsByLanguage = new Map<ActiveLanguage, { value: string; name: string }[]>();

/**
 * The months as the interface language names them (Intl: 'January', 'enero', 'janvier'), whatever language the
 * resume is written in: the picker is the interface's, the resume formats the chosen month in its own language.
 */
export function monthOptions(language: ActiveLanguage): { value: string; name: string }[] {
  let months = monthsByLanguage.get(language);
  if (!months) {
    const format = new Intl.DateTimeFormat(language === 'xx' ? 'en' : language, {
      month: 'long',
      timeZone: 'UTC',
    });
    months = Array.from({ length: 12 }, (_, index) => {
      const name = format.format(new Date(Date.UTC(2000, index, 15)));
      return {
        value: String(index + 1).padStart(2, '0'),
        name: language === 'xx' ? pseudoLocalize(name) : name,
      };
    });
    monthsByLanguage.set(language, months);
  }
  return months;
}
/** Far enough back for a long career, far enough ahead for an expected graduation. */
const YEARS_BACK = 70;
const YEARS_AHEAD = 10;

function yearOptions(selected: string): string[] {
  const now = new Date().getFullYear();
  const years = Array.from({ length: YEARS_BACK + YEARS_AHEAD + 1 }, (_, i) => String(now + YEARS_AHEAD - i));
  // A stored year outside the range is still shown, not silently replaced.
  return selected !== '' && !years.includes(selected) ? [selected, ...years] : years;
}

interface MonthFieldProps {
  label: string;
  /** 'YYYY-MM', 'YYYY', '' or free text kept from elsewhere (an import, an older draft). */
  value: string;
  onChange: (value: string) => void;
  /** A current role or ongoing item: the field reads 'Present' and cannot be changed. */
  isPresent?: boolean;
  /** The year must be chosen before the form submits (the month stays optional). */
  isRequired?: boolean;
  className?: string;
}

/**
 * A month as two native selects (month, then year) under one label: they read the same in every browser,
 * work from the keyboard and open the phone's own picker, where a bare <input type=month> shows '--------- ----'
 * in some. A month without a year is kept here until the year is chosen; a year alone is stored as 'YYYY'.
 */
export function MonthField({
  label,
  value,
  onChange,
  isPresent = false,
  isRequired,
  className,
}: MonthFieldProps) {
  const { t, language } = useT(BUILDER_TEXTS);
  const parsed = parseMonthText(value);
  const [pendingMonth, setPendingMonth] = useState('');
  const year = parsed?.year ?? '';
  const month = parsed?.month || (year === '' ? pendingMonth : '');
  const choose = (nextYear: string, nextMonth: string) => {
    setPendingMonth(nextMonth);
    // Text the pickers cannot show stays until a year is chosen, so a month alone never erases it.
    if (parsed === null && nextYear === '') return;
    onChange(composeMonthText(nextYear, nextMonth));
  };
  return (
    <fieldset className={cn('@container m-0 min-w-0 border-0 p-0', className)}>
      <legend className="mb-2 p-0 text-sm font-medium leading-none">
        {label}
        {isRequired ? (
          <span className="ms-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {isPresent ? (
        <input
          aria-label={t('month.presentOf', { label })}
          className={`${fieldClasses} h-10`}
          value={t('month.present')}
          disabled
          readOnly
        />
      ) : (
        // The year keeps room for four digits and the arrow at every width (issue 29): side by side when the
        // field is wide enough for a month name too, else the year goes under the month.
        <div className="grid grid-cols-1 gap-2 @[15rem]:grid-cols-[minmax(0,1fr)_6.5rem]">
          <select
            aria-label={t('month.monthOf', { label })}
            className={`${fieldClasses} h-10`}
            value={month}
            onChange={(event) => choose(year, event.target.value)}
          >
            <option value="">{t('month.month')}</option>
            {monthOptions(language).map((option) => (
              <option key={option.value} value={option.value}>
                {option.name}
              </option>
            ))}
          </select>
          <select
            aria-label={t('month.yearOf', { label })}
            required={isRequired}
            className={`${fieldClasses} h-10`}
            value={year}
            onChange={(event) => choose(event.target.value, month)}
          >
            <option value="">{t('month.year')}</option>
            {yearOptions(year).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
      {parsed === null && !isPresent ? (
        <p className="text-xs text-muted-foreground">{t('month.savedAs', { value: value.trim() })}</p>
      ) : null}
    </fieldset>
  );
}
