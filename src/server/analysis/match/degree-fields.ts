import type { EducationLevel } from './education-levels';

/**
 * Degree credentials that name their field as well as their level: a BSN is a bachelor's degree in nursing,
 * so a Bachelor of Science in Computer Science does not meet it (issue 29). A small reviewed list, as data.
 * `ad` finds the credential in an ad (and on a resume, for its level); `field` finds a degree in that field on
 * a resume, whether written as the credential or as degree and field ('Bachelor of Science', 'Nursing').
 */
export interface FieldCredential {
  ad: RegExp;
  /** How a resume writes it, where the ad's pattern needs more context than a resume gives ('DDS'). */
  onResume?: RegExp;
  level: EducationLevel;
  field: DegreeField;
}

export interface DegreeField {
  name: string;
  resume: RegExp;
}

const NURSING: DegreeField = { name: 'nursing', resume: /\b(nurs(e|es|ing)|bsn|msn|adn|asn|dnp)\b/i };
const SOCIAL_WORK: DegreeField = { name: 'social work', resume: /\b(social work|bsw|msw|dsw)\b/i };
const PHARMACY: DegreeField = { name: 'pharmacy', resume: /\b(pharm\.?\s?d|pharmacy)\b/i };
const DENTISTRY: DegreeField = {
  name: 'dentistry',
  resume: /\b(dds|dmd|dental surgery|dental medicine|dentistry)\b/i,
};
const LAW: DegreeField = { name: 'law', resume: /(\bj\.?d\b|\bjuris doctor\b|\blaws?\b|\bll\.?m\b)/i };
const BUSINESS: DegreeField = {
  name: 'business administration',
  resume: /\b(e?mba|business administration)\b/i,
};
const ACCOUNTING: DegreeField = { name: 'accounting', resume: /\b(m\.?acc|mpacc|accountancy|accounting)\b/i };
const MEDICINE: DegreeField = {
  name: 'medicine',
  resume: /(\bm\.?d\b|\bdoctor of medicine\b|\bmedicine\b)/i,
};
const PHYSICAL_THERAPY: DegreeField = { name: 'physical therapy', resume: /\b(dpt|physical therapy)\b/i };
const PUBLIC_HEALTH: DegreeField = { name: 'public health', resume: /\b(mph|public health)\b/i };
const VETERINARY: DegreeField = { name: 'veterinary medicine', resume: /\b(dvm|veterinary)\b/i };
const PSYCHOLOGY: DegreeField = { name: 'psychology', resume: /\b(psy\.?\s?d|psychology)\b/i };

export const FIELD_CREDENTIALS: readonly FieldCredential[] = [
  {
    // Not 'ASN' alone: ASN.1 is a data notation.
    ad: /\b(adn|associate'?s? (degree )?(of science )?in nursing)\b/i,
    level: 'associate',
    field: NURSING,
  },
  { ad: /\b(bsn|bachelor of science in nursing)\b/i, level: 'bachelor', field: NURSING },
  { ad: /\b(msn|master of science in nursing)\b/i, level: 'master', field: NURSING },
  { ad: /\b(dnp|doctor of nursing practice)\b/i, level: 'doctorate', field: NURSING },
  { ad: /\b(bsw|bachelor of social work)\b/i, level: 'bachelor', field: SOCIAL_WORK },
  { ad: /\b(msw|master of social work)\b/i, level: 'master', field: SOCIAL_WORK },
  { ad: /\b(pharm\.?\s?d|doctor of pharmacy)\b/i, level: 'doctorate', field: PHARMACY },
  {
    // 'DDS' alone is also a messaging middleware: the dental degree is named with its pair or as a degree.
    ad: /\b(dds\s*(\/|or)\s*dmd|dmd\s*(\/|or)\s*dds|(dds|dmd) degree|doctor of dental (surgery|medicine))\b/i,
    onResume: /\b(dds|dmd)\b/i,
    level: 'doctorate',
    field: DENTISTRY,
  },
  // Not 'JD Edwards' (an ERP system).
  { ad: /(\bj\.d\.|\bjd\b(?! edwards)|\bjuris doctor\b)/i, level: 'doctorate', field: LAW },
  { ad: /\b(e?mba|master of business administration)\b/i, level: 'master', field: BUSINESS },
  {
    ad: /\b(m\.?acc|mpacc|master of (professional )?accountancy|master'?s (degree )?in accounting)\b/i,
    level: 'master',
    field: ACCOUNTING,
  },
  { ad: /\b(md degree|m\.d\. degree|doctor of medicine)\b/i, level: 'doctorate', field: MEDICINE },
  { ad: /\b(dpt|doctor of physical therapy)\b/i, level: 'doctorate', field: PHYSICAL_THERAPY },
  // Capitals only: 'mph' is also miles per hour.
  { ad: /\bMPH\b|\b[Mm]aster of [Pp]ublic [Hh]ealth\b/, level: 'master', field: PUBLIC_HEALTH },
  { ad: /\b(dvm|doctor of veterinary medicine)\b/i, level: 'doctorate', field: VETERINARY },
  { ad: /\b(psy\.?\s?d|doctor of psychology)\b/i, level: 'doctorate', field: PSYCHOLOGY },
];
