import { joinPlace } from '../../../domain/place';
import type { Resume } from '../../../domain/resume';
import { emailItem, phoneItem, webItem } from './contact-links';
import type { ContactItem } from './view-types';

/** Contact info first; the alternative builder's personal-details fields fill what it leaves blank. */
export function contactItems({ contactInfo: contact, personalDetails: person }: Resume): ContactItem[] {
  const email = contact.email.trim() || person.email.trim();
  const phone = contact.phone.trim() || person.phone.trim();
  const location = joinPlace([contact.address, contact.city, contact.country]) || person.location.trim();
  const items: ContactItem[] = [
    emailItem(email),
    phoneItem(phone),
    { text: location },
    webItem(contact.website || person.website),
    webItem(contact.linkedin || person.linkedin),
    webItem(contact.github),
  ];
  return items.filter((item) => item.text !== '');
}
