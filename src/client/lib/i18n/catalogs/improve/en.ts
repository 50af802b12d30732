/**
 * /improve: the match with a job ad, the summary writer, the ATS and writing check and the readiness advice.
 * English texts are the ones the page had. The writing check's findings and the server's error texts come from
 * the server; the readiness rules' messages are the domain's (src/domain/readiness.ts), found here by their
 * English.
 */
export default {
  'page.title': 'Improve | Resumable',
  'page.heading': 'Improve',
  'page.intro':
    'See your resume the way an applicant tracking system reads it, and how well it matches a job you want.',
  'page.match': 'Match a job ad',
  'page.writing': 'ATS and writing check',
  'page.readBack': 'What an ATS reads from your file',
  'page.advice': 'Before you download',
  'page.steps': 'Improve steps',
  'page.back': 'Back',
  'page.download': 'Download Resume',
  'match.jobTitle': 'Job title (optional)',
  'match.jobTitlePlaceholder': 'e.g. Registered Nurse',
  'match.description': 'Job description',
  'match.descriptionPlaceholder': 'Paste the whole job ad here',
  'match.length': '{{length}} / {{max}} characters. Nothing you paste is stored.',
  'match.checking': 'Checking',
  'match.submit': 'Check match',
  'match.failed': 'The match could not be checked. Try again.',
  'match.offline': 'The match could not be checked: check your connection and try again.',
  'summary.heading': 'A summary for this job',
  'summary.writing': 'Writing',
  'summary.write': 'Write a summary for this job',
  'summary.failed': 'The summary could not be written. Try again.',
  'summary.suggestions': 'Summary suggestions',
  'summary.use': 'Use this summary',
  'summary.note': 'It replaces your current summary; it uses only what your resume says.',
  'writing.failed': 'The check could not run: check your connection and reload.',
  'writing.checking': 'Checking your resume',
  'advice.list': 'Suggestions',
  'ready.base': 'Nothing required is missing: your resume is ready to download.',
  'ready.none':
    'Nothing required is missing: your resume is ready to download. The ATS and writing check above found nothing to improve.',
  'ready.some_one':
    'Nothing required is missing: your resume is ready to download. The ATS and writing check above has {{count}} suggestion that could make it stronger.',
  'ready.some_other':
    'Nothing required is missing: your resume is ready to download. The ATS and writing check above has {{count}} suggestions that could make it stronger.',
  'rule.firstName': 'First name is required',
  'rule.lastName': 'Last name is required',
  'rule.email': 'Valid email is required',
  'rule.url': 'Please enter a valid URL',
  'rule.jobTitle': 'Job title is required',
  'rule.company': 'Company is required',
  'rule.startDate': 'Start date is required',
  'rule.institution': 'Institution is required',
  'rule.degree': 'Degree is required',
  'rule.skill': 'Skill name is required',
  'rule.summaryShort': 'Summary must be at least {{min}} characters',
  'rule.summaryLong': 'Summary must be less than {{max}} characters',
  'rule.sectionTitle': 'Section title is required',
} as const;
