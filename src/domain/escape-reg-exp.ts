/** A text as a regular expression that matches it literally ('C++' -> 'C\+\+'), for patterns built from data. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
