/**
 * The AI help (issue 33 item 6): the builder's bullet, skill and summary suggestions and their word on language.
 * The suggestions themselves are content, in the language they are written in (lang on their elements).
 */
export default {
  writtenInEnglish:
    'These suggestions are in English: the built-in writer works in English only. Translate a suggestion into your resume’s language before you keep it.',
  refresh: 'Refresh',
  'bullets.improve': 'Improve with AI',
  'bullets.ready_one': '{{count}} suggestion ready',
  'bullets.ready_other': '{{count}} suggestions ready',
  'bullets.rewritten': 'Suggestion rewritten: {{text}}',
  'bullets.added': 'Added to final bullets',
  'bullets.list': 'AI suggestions',
  'bullets.hint': 'Hint:',
  'bullets.add': 'Add to final bullets:',
  'bullets.rewrite': 'Rewrite suggestion:',
  'skills.heading': 'Suggested',
  'skills.loading': 'Analyzing your profile...',
  'skills.empty': 'Complete more sections to get personalized skill suggestions.',
  'skills.list_one': '{{count}} suggested skills',
  'skills.list_other': '{{count}} suggested skills',
  'skills.add': 'Add skill',
  'summary.heading': 'AI Suggestions Based on Your Profile',
  'summary.loading': 'Analyzing your profile to create personalized summary suggestions...',
  'summary.empty':
    'Complete more sections (experience, education, skills) to get personalized AI suggestions based on your profile.',
  'summary.list_one': '{{count}} summary suggestions',
  'summary.list_other': '{{count}} summary suggestions',
};
