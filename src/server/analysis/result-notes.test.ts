import { describe, expect, it } from 'vitest';
import { generateBulletsRequestSchema } from '../../domain/ai-api';
import { numbersKept } from './numbers-kept';
import { resultAsAction } from './result-notes';
import { refreshBullet, writeBullets } from './write-bullets';

describe('a result stated subject first becomes the action that produced it', () => {
  it.each([
    ['renewals went up 20%', 'increase renewals by 20%'],
    ['churn down from 14% to 8%', 'reduce churn from 14% to 8%'],
    ['wait times dropped 30%', 'reduce wait times by 30%'],
    ['NPS rose from 31 to 52', 'increase NPS from 31 to 52'],
    ['Sales grew 40% year over year', 'increase sales by 40% year over year'],
    ['renewals went up and churn went down', 'increase renewals and reduce churn'],
    ['keep Workday up to date', undefined],
    ['got delinquency down to 1.2%', 'reduce delinquency to 1.2%'],
    ['brought turnover down from 40% to 25%', 'reduce turnover from 40% to 25%'],
    ['got sales up 20%', 'increase sales by 20%'],
    ['got the team up to speed', undefined],
  ])('%s -> %s', (note, action) => {
    expect(resultAsAction(note)).toBe(action);
  });

  it.each([
    'managed 60 accounts',
    'cut costs by 10%',
    'set up the pos system',
    'follow up with leads',
    'help grow sales',
    'set up, program and replace vfds',
  ])('leaves an action alone: %s', (note) => {
    expect(resultAsAction(note)).toBeUndefined();
  });
});

describe('the writer never drops a figure the user wrote', () => {
  it('writes results as actions, with their numbers', () => {
    const input = generateBulletsRequestSchema.parse({
      job_title: 'Account Manager',
      is_current_role: false,
      draft_bullets: ['renewals went up 20%, churn down from 14% to 8%'],
    });
    expect(writeBullets(input)).toEqual(['Increased renewals by 20%', 'Reduced churn from 14% to 8%']);
  });

  it.each(['shorter', 'stronger', 'more impact', 'plainer'])(
    'keeps every number when asked to make it %s',
    (instruction) => {
      const bullet =
        'Renewals went up and churn went down from 14% to 8% across 60 accounts while onboarding 3 new reps and ' +
        'rebuilding the QBR deck for the top 20 clients';
      const result = refreshBullet(bullet, instruction, true);
      expect(numbersKept(bullet, result)).toBe(true);
      expect(result).not.toMatch(/^Manage renewals went/);
    },
  );

  it('counts a figure written twice twice', () => {
    expect(numbersKept('from 8 to 8 sites', 'to 8 sites')).toBe(false);
    expect(numbersKept('$1,200 saved in 3 weeks', 'Saved $1,200 in 3 weeks')).toBe(true);
  });
});
