const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** LinkedIn's 'Jan 2020' as YYYY-MM (what the builder's month input stores), '2020' as is, anything else verbatim. */
export function linkedInDate(text: string): string {
  const value = text.trim();
  const monthYear = /^([a-z]{3})[a-z]*\.?\s+(\d{4})$/i.exec(value);
  if (monthYear) {
    const month = MONTHS.indexOf((monthYear[1] ?? '').toLowerCase());
    if (month >= 0) return `${monthYear[2]}-${String(month + 1).padStart(2, '0')}`;
  }
  return value;
}
