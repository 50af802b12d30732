import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fromJsonResume, toJsonResume } from './json-resume';
import { resumeSchema } from './resume';
import { listSampleResumes } from './sample-resumes';

// The official schema and its sample are a dev dependency, used only here to check what we write.
// biome-ignore lint/suspicious/noExplicitAny: the JSON documents are read loosely in assertions
type Loose = Record<string, any>;

const require = createRequire(import.meta.url);
const { validate } = require('@jsonresume/schema') as {
  validate: (document: unknown, done: (errors: unknown, valid: boolean) => void) => void;
};
const sample = require('@jsonresume/schema/sample.resume.json') as Loose;

function schemaErrors(document: unknown): unknown {
  let found: unknown = 'not validated';
  validate(document, (errors, valid) => {
    found = valid ? null : errors;
  });
  return found;
}

describe('JSON Resume export', () => {
  it('writes a document the official schema accepts for every sample resume and an empty one', () => {
    for (const resume of [...listSampleResumes().map((sample) => sample.resume), resumeSchema.parse({})]) {
      expect(schemaErrors(toJsonResume(resumeSchema.parse(resume)))).toBeNull();
    }
  });

  it('adds a scheme to addresses typed without one and keeps free-text dates beside the date fields', () => {
    const resume = resumeSchema.parse({
      contactInfo: { linkedin: 'linkedin.com/in/ada', website: 'ada.dev' },
      experience: [{ jobTitle: 'Engineer', startDate: 'Spring 2020', endDate: '2021-05' }],
    });
    const document = toJsonResume(resume) as Loose;
    expect(schemaErrors(document)).toBeNull();
    expect(document.basics.url).toBe('https://ada.dev');
    expect(document.basics.profiles).toEqual([
      { network: 'LinkedIn', username: 'ada', url: 'https://linkedin.com/in/ada' },
    ]);
    expect(document.work[0]).toMatchObject({ startDateText: 'Spring 2020', endDate: '2021-05' });
    expect(fromJsonResume(document).resume.experience[0]).toMatchObject({
      startDate: 'Spring 2020',
      endDate: '2021-05',
      current: false,
    });
  });
});

describe('JSON Resume import', () => {
  const { resume, warnings } = fromJsonResume(sample);

  it('reads every section of the schema sample into our model', () => {
    expect(resume.personalDetails).toMatchObject({
      firstName: 'Richard',
      lastName: 'Hendriks',
      jobTitle: 'Programmer',
    });
    expect(resume.contactInfo).toMatchObject({
      email: 'richard.hendriks@mail.com',
      phone: '(912) 555-4321',
      website: 'http://richardhendricks.example.com',
      address: '2712 Broadway St',
      city: 'San Francisco',
      country: 'US',
    });
    expect(resume.experience[0]).toMatchObject({
      jobTitle: 'CEO/President',
      company: 'Pied Piper',
      location: 'Palo Alto, CA',
      startDate: '2013-12-01',
      endDate: '2014-12-01',
    });
    expect(resume.experience[0]?.description).toContain('<li>Successfully won Techcrunch Disrupt</li>');
    expect(resume.education[0]).toMatchObject({
      degree: 'Bachelor',
      field: 'Information Technology',
      gpa: '4.0',
    });
    expect(resume.skills.map((skill) => skill.name)).toEqual([
      'Web Development',
      'HTML',
      'CSS',
      'Javascript',
      'Compression',
      'Mpeg',
      'MP4',
      'GIF',
    ]);
    expect(resume.skills.every((skill) => skill.level === 'expert')).toBe(true);
    const types = resume.additionalSections.map((section) => `${section.type}:${section.title}`);
    expect(types).toEqual([
      'volunteering:Volunteering',
      'courses:Courses',
      'projects:Projects',
      'custom:Awards',
      'custom:Publications',
      'languages:Languages',
      'hobbies:Interests',
      'references:References',
      'links:Links',
    ]);
  });

  it('warns about each field it had to leave out', () => {
    expect(warnings).toEqual(
      expect.arrayContaining([
        'basics.location.postalCode has no place in the resume and was left out',
        'work[0].url has no place in the resume and was left out',
        'projects[0].type has no place in the resume and was left out',
      ]),
    );
  });

  it('round trip: JSON Resume -> import -> export keeps every field our model can hold, and validates', () => {
    const exported = toJsonResume(resume) as Loose;
    expect(schemaErrors(exported)).toBeNull();
    const { postalCode: _p, region: _r, ...location } = sample.basics.location;
    // The sample's image is '' (nothing to keep) and its profiles' user names are not part of their addresses.
    const { image: _i, profiles: _profiles, ...basics } = sample.basics;
    expect(exported.basics).toEqual({ ...basics, location, profiles: expect.any(Array) });
    expect(exported.basics.profiles.map((p: { url: string }) => p.url)).toEqual(
      sample.basics.profiles.map((p: { url: string }) => p.url),
    );
    expect(exported.work).toEqual(
      sample.work.map(({ url: _u, description: _d, ...job }: Record<string, unknown>) => job),
    );
    expect(exported.volunteer).toEqual(sample.volunteer);
    expect(exported.education).toEqual(
      sample.education.map(({ url: _u, ...school }: Record<string, unknown>) => school),
    );
    expect(exported.awards).toEqual(sample.awards.map((award: object) => ({ ...award, section: 'Awards' })));
    expect(exported.publications).toEqual(sample.publications);
    expect(exported.languages).toEqual(sample.languages);
    expect(exported.interests).toEqual(sample.interests);
    expect(exported.references).toEqual(sample.references);
    expect(exported.projects).toEqual(
      sample.projects.map(({ type: _t, ...project }: Record<string, unknown>) => project),
    );
    // A second pass changes nothing: the mapping is stable.
    expect(toJsonResume(fromJsonResume(exported).resume)).toEqual(exported);
  });

  it('keeps a bad e-mail or over-long text out with a warning instead of refusing the file', () => {
    const result = fromJsonResume({ basics: { name: 'Ada', email: 'not-an-email', label: 'x'.repeat(500) } });
    expect(result.resume.contactInfo.email).toBe('');
    expect(result.resume.personalDetails.jobTitle).toHaveLength(200);
    expect(result.warnings.some((warning) => warning.includes('Valid email is required'))).toBe(true);
  });
});
