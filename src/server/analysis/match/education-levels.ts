/** Education levels from none to doctorate, in rank order: a higher level meets a lower one. */
export const EDUCATION_LEVELS = [
  'none',
  'high school',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
