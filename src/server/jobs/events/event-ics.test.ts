import { describe, expect, it } from 'vitest';
import { frenchSpacingFaults } from '../../../domain/french-typography';
import { eventSummary, eventsCalendar, feedName, type IcsEvent } from './event-ics';

const event: IcsEvent = {
  id: 'e1',
  jobId: 'j1',
  kind: 'interview',
  title: '',
  date: '2026-12-03',
  time: '10:30',
  timeZone: 'Europe/Berlin',
  startsAt: '2026-12-03T09:30:00.000Z',
  note: 'Bring the portfolio',
  remind: false,
  reminderSentAt: null,
  jobTitle: 'Engineer',
  company: 'Engines Ltd',
};

describe('the calendar’s events in the account’s language (issue 33 item 4)', () => {
  it('keeps English as it was, and the user’s own words as typed in every language', () => {
    expect(eventSummary(event)).toBe('Interview: Engineer at Engines Ltd');
    expect(eventSummary({ ...event, kind: 'follow-up', title: 'Call Ada' })).toBe('Follow-up: Call Ada');
    expect(feedName('en')).toBe('Resumable jobs');
  });

  it('writes the frames in German, Arabic and French, the job and company untouched', () => {
    expect(eventSummary(event, 'de')).toBe('Vorstellungsgespräch: Engineer bei Engines Ltd');
    expect(eventSummary({ ...event, kind: 'deadline' }, 'ar')).toBe('موعد نهائي: Engineer لدى Engines Ltd');
    const french = eventSummary({ ...event, kind: 'follow-up' }, 'fr');
    expect(french).toBe('Relance\u00a0: Engineer chez Engines Ltd');
    expect(frenchSpacingFaults(french)).toEqual([]);
    expect(feedName('fr')).toBe('Offres Resumable');
  });

  it('writes a calendar whose summary is in the language and whose note is the user’s', () => {
    const ics = eventsCalendar(feedName('es'), [event], (id) => `https://app.test/jobs/${id}`, 'es');
    expect(ics).toContain('SUMMARY:Entrevista: Engineer en Engines Ltd');
    expect(ics).toContain('X-WR-CALNAME:Empleos de Resumable');
    expect(ics).toContain('Bring the portfolio');
    expect(ics).toContain('//ES');
  });
});
