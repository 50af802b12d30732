/**
 * The browser tab's title of the app's screens (issue 33 item 3): '<Page> | Resumable', like the public pages'
 * titles, so a tab and a screen reader's announcement on navigation name the page in the interface language.
 * Screens that already set a title from their own catalog (design, improve, import, plans, checkout results,
 * history, sharing, the public pages) keep it. The brand stays in Latin script in every language.
 */
export default {
  dashboard: 'Dashboard | Resumable',
  accountSettings: 'Account Settings | Resumable',
  jobs: 'Jobs | Resumable',
  job: 'Job | Resumable',
  'job.named': '{{name}} – Jobs | Resumable',
  letter: 'Cover letter | Resumable',
  'letter.new': 'New cover letter | Resumable',
  'step.personal-details': 'Personal Details | Resumable',
  'step.contact-info': 'Contact Info | Resumable',
  'step.employment-history': 'Employment History | Resumable',
  'step.education': 'Education | Resumable',
  'step.skills': 'Skills | Resumable',
  'step.prof-summary': 'Professional Summary | Resumable',
  'step.additional-sections': 'Additional sections | Resumable',
  'section.internships': 'Internships | Resumable',
  'section.courses': 'Courses | Resumable',
  'section.certifications': 'Certifications | Resumable',
  'section.projects': 'Projects | Resumable',
  'section.volunteering': 'Volunteering | Resumable',
  'section.references': 'References | Resumable',
  'section.languages': 'Languages | Resumable',
  'section.links': 'Links | Resumable',
  'section.hobbies': 'Hobbies | Resumable',
  'section.custom': 'Custom section | Resumable',
  preview: 'Preview | Resumable',
  checkout: 'Checkout | Resumable',
  loading: 'Loading | Resumable',
  login: 'Sign In | Resumable',
  resetPassword: 'Reset password | Resumable',
  confirmEmail: 'Confirm your e-mail | Resumable',
};
