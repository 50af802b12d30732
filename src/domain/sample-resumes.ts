import { type Resume, type ResumeInput, resumeSchema } from './resume';
import { bulletsToRichText } from './rich-text';
import { MARKETING_MANAGER_SAMPLE } from './sample-resume-marketing-manager';
import { SALES_REPRESENTATIVE_SAMPLE } from './sample-resume-sales-representative';
import { SOFTWARE_ENGINEER_SAMPLE } from './sample-resume-software-engineer';

/** The three sample templates the builder starts from (?template=01|02|03) and the gallery shows. */

export const SAMPLE_RESUME_IDS = ['01', '02', '03'] as const;
export type SampleResumeId = (typeof SAMPLE_RESUME_IDS)[number];

export interface SampleResume {
  id: SampleResumeId;
  name: string;
  description: string;
  resume: Resume;
}

/** Each job's rich-text description is written from its plain bullets, so the two always agree. */
function build(input: ResumeInput): Resume {
  return resumeSchema.parse({
    ...input,
    experience: input.experience?.map((job) => ({
      ...job,
      description: bulletsToRichText((job.bullets ?? []).filter((bullet) => bullet !== undefined)),
    })),
  });
}

// Parsed once at load: a sample that broke the schema would fail every test that imports this file.
const SAMPLES: readonly SampleResume[] = [
  {
    id: '01',
    name: 'Software Engineer',
    description: 'A two-page resume for an experienced engineer, with courses, languages and links.',
    resume: build(SOFTWARE_ENGINEER_SAMPLE),
  },
  {
    id: '02',
    name: 'Marketing Manager',
    description: 'A one-page resume for a marketer who leads campaigns, budgets and a team.',
    resume: build(MARKETING_MANAGER_SAMPLE),
  },
  {
    id: '03',
    name: 'Sales Representative',
    description: 'A one-page resume for a quota-beating sales professional.',
    resume: build(SALES_REPRESENTATIVE_SAMPLE),
  },
];

export function isSampleResumeId(value: unknown): value is SampleResumeId {
  return typeof value === 'string' && (SAMPLE_RESUME_IDS as readonly string[]).includes(value);
}

/** All samples, as copies the caller may change freely. */
export function listSampleResumes(): SampleResume[] {
  return SAMPLES.map((sample) => structuredClone(sample));
}

/** A copy of one sample, or undefined for an unknown template key. */
export function getSampleResume(id: string): SampleResume | undefined {
  const sample = SAMPLES.find((candidate) => candidate.id === id);
  return sample ? structuredClone(sample) : undefined;
}
