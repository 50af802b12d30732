import type { ResumeInput } from '../../../domain/resume';

/** What the section readers share: the fields they are unsure of, named by their path in the resume. */
export interface ReadContext {
  flag(...paths: string[]): void;
  /** Text that has no field to go to, kept as a warning so nothing is lost silently. */
  note(path: string, text: string): void;
}

export type ExperienceInput = NonNullable<ResumeInput['experience']>[number];
export type EducationInput = NonNullable<ResumeInput['education']>[number];
export type SectionInput = NonNullable<ResumeInput['additionalSections']>[number];
export type ItemInput = NonNullable<SectionInput['items']>[number];
