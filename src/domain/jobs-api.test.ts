import { describe, expect, it } from 'vitest';
import { JOB_LINK_INVALID, tailoredTitle, updateJobBodySchema } from './jobs-api';
import { LIMITS } from './limits';

describe('tailoredTitle', () => {
  it('names the company after the resume title', () => {
    expect(tailoredTitle('Nurse resume', 'Mercy Hospital')).toBe('Nurse resume - Mercy Hospital');
  });

  it('does not add the company again when a tailored copy is tailored for the same company', () => {
    const once = tailoredTitle('Nurse resume', 'Mercy Hospital');
    expect(tailoredTitle(once, 'Mercy Hospital')).toBe('Nurse resume - Mercy Hospital');
    expect(tailoredTitle('Nurse resume - mercy hospital', 'Mercy Hospital')).toBe(
      'Nurse resume - mercy hospital',
    );
  });

  it('recognises the company however its spaces, dash or case were typed, and in a copy of the copy', () => {
    expect(tailoredTitle('Nurse CV - Acme  Care ', 'Acme Care')).toBe('Nurse CV - Acme  Care ');
    expect(tailoredTitle('Nurse CV \u2013 acme care', ' Acme Care ')).toBe('Nurse CV \u2013 acme care');
    expect(tailoredTitle('Nurse CV - Acme Care (copy)', 'Acme Care')).toBe('Nurse CV - Acme Care (copy)');
    expect(tailoredTitle('Nurse CV', ' Acme Care ')).toBe('Nurse CV - Acme Care');
    // The company as part of another name is another company.
    expect(tailoredTitle('Nurse CV - Acme Care Group', 'Acme Care')).toBe(
      'Nurse CV - Acme Care Group - Acme Care',
    );
  });

  it('adds another company to a copy made for a different one', () => {
    expect(tailoredTitle('Nurse resume - Mercy Hospital', 'St. Luke')).toBe(
      'Nurse resume - Mercy Hospital - St. Luke',
    );
  });

  it('shortens the resume title so the whole fits the title bound', () => {
    const title = tailoredTitle('x'.repeat(LIMITS.title), 'Acme');
    expect(title.length).toBeLessThanOrEqual(LIMITS.title);
    expect(title.endsWith(' - Acme')).toBe(true);
  });
});

describe('the job link a PUT accepts', () => {
  const linkOf = (link: unknown) => updateJobBodySchema.safeParse({ link });

  it('takes null, the value a job without a link is read back with, as no link', () => {
    expect(linkOf(null)).toMatchObject({ success: true, data: { link: null } });
    expect(linkOf('')).toMatchObject({ success: true, data: { link: '' } });
  });

  it('still refuses what is not an http(s) address', () => {
    for (const link of ['javascript:alert(1)', 'ftp://example.com', 'example.com', 42]) {
      const result = linkOf(link);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(JOB_LINK_INVALID);
    }
  });
});
