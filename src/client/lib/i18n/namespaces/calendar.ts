import english from '../catalogs/calendar/en';
import { defineNamespace } from '../namespaces';

/** A job's dates, the Upcoming list and the calendar feed (issue 35 item 2). */
export const CALENDAR_TEXTS = defineNamespace('calendar', english);
