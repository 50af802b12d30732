/**
 * /ats-templates: the gallery of templates and the sample resumes. English texts are the ones the page had. The
 * templates' names, descriptions and read-back are the design step's (namespace design); the sample resumes
 * themselves (names, jobs, section headings) are English content, shown lang="en".
 */
export default {
  'page.heading': 'ATS Resume Templates',
  'page.intro_one':
    '{{count}} template, each read cleanly by applicant tracking systems. Pick a look, or start from one of the samples, and make it yours in about {{minutes}} minutes.',
  'page.intro_other':
    '{{count}} templates, each read cleanly by applicant tracking systems. Pick a look, or start from one of the samples, and make it yours in about {{minutes}} minutes.',
  'page.create': 'Create my resume',
  'page.import': 'Start from my resume',
  'figures.label': 'Why Resumable',
  'figures.reviews_one': 'from {{number}} review',
  'figures.reviews_other': 'from {{number}} reviews',
  'figures.users': 'professionals trust us',
  'figures.interviews': 'more interviews',
  'figures.views': 'more views from recruiters',
  'figures.ats': 'ATS friendly',
  'gallery.heading_one': '{{count}} template',
  'gallery.heading_other': '{{count}} templates',
  'gallery.list': 'Templates',
  'gallery.image': 'The {{name}} template with a sample resume',
  'gallery.use': 'Use this template',
  'gallery.useNamed': 'Use this template: {{name}}',
  'samples.heading': 'Start from a sample',
  'sample.01': 'Software Engineer',
  'sample.02': 'Marketing Manager',
  'sample.03': 'Sales Representative',
} as const;
