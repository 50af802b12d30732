import { safeHref } from './rich-text-model';
import type { ContactItem } from './view-types';

/** Clickable targets for contact text; the text itself is always shown as typed. */

export function emailItem(value: string): ContactItem {
  const text = value.trim();
  return text ? { text, href: `mailto:${text}` } : { text };
}

/** People type 'linkedin.com/in/ada'; the link needs a scheme, the text stays as typed. */
export function webItem(value: string): ContactItem {
  const text = value.trim();
  const href = text ? safeHref(/^https?:\/\//i.test(text) ? text : `https://${text}`) : undefined;
  return href ? { text, href } : { text };
}

export function phoneItem(value: string): ContactItem {
  const text = value.trim();
  const digits = text.replace(/[^\d+]/g, '');
  return digits.length >= 3 ? { text, href: `tel:${digits}` } : { text };
}
