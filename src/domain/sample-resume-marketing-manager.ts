import type { ResumeInput } from './resume';

/** Sample '02': a marketing manager. Made-up person and companies. */
export const MARKETING_MANAGER_SAMPLE: ResumeInput = {
  personalDetails: { firstName: 'Priya', lastName: 'Sandoval', jobTitle: 'Marketing Manager' },
  contactInfo: {
    email: 'priya.sandoval@example.com',
    phone: '(555) 555-0117',
    address: 'Chicago, IL',
    city: 'Chicago',
    country: 'United States',
    linkedin: 'https://www.linkedin.com/in/priya-sandoval-example',
  },
  summary: {
    content:
      '<p>Marketing manager with seven years of experience growing B2B and consumer brands through data-driven ' +
      'campaigns. Builds teams that test quickly, report honestly and turn insight into revenue. Has managed ' +
      'budgets up to $4 million across paid, content and lifecycle channels.</p>',
  },
  experience: [
    {
      id: 's02-exp-1',
      jobTitle: 'Marketing Manager',
      company: 'Lakeshore Goods',
      location: 'Chicago, IL',
      startDate: '2021-01',
      current: true,
      bullets: [
        'Own a $4M annual budget across paid search, social and email, delivering 3.1x return on ad spend',
        'Grew the e-mail list from 80,000 to 260,000 subscribers with a referral programme and quizzes',
        'Launched two product lines with integrated campaigns that beat first-year revenue targets by 28%',
        'Manage a team of five marketers and two agencies with weekly test-and-learn reviews',
      ],
    },
    {
      id: 's02-exp-2',
      jobTitle: 'Digital Marketing Specialist',
      company: 'Brightpath Software',
      location: 'Chicago, IL',
      startDate: '2018-04',
      endDate: '2020-12',
      bullets: [
        'Rebuilt the paid search account structure, lowering cost per lead by 37% in six months',
        'Produced a webinar series that generated 1,200 qualified leads and $2.3M in pipeline',
        'Set up marketing attribution in the CRM so sales and marketing agreed on one funnel report',
      ],
    },
    {
      id: 's02-exp-3',
      jobTitle: 'Marketing Coordinator',
      company: 'Harbor & Vine',
      location: 'Milwaukee, WI',
      startDate: '2016-06',
      endDate: '2018-03',
      bullets: [
        'Coordinated 40+ events and trade shows a year, on time and 10% under budget',
        'Wrote and scheduled social content that grew followers from 4,000 to 27,000',
        'Built the first monthly marketing report used by the leadership team',
      ],
    },
  ],
  education: [
    {
      id: 's02-edu-1',
      institution: 'University of Wisconsin-Madison',
      degree: 'Bachelor of Business Administration',
      field: 'Marketing',
      location: 'Madison, WI',
      startDate: '2012-09',
      endDate: '2016-05',
    },
  ],
  skills: [
    { id: 's02-skill-1', name: 'Campaign strategy', level: 'expert', category: 'professional' },
    { id: 's02-skill-2', name: 'Paid search and social', level: 'expert' },
    { id: 's02-skill-3', name: 'Marketing analytics', level: 'advanced' },
    { id: 's02-skill-4', name: 'Email and lifecycle marketing', level: 'advanced' },
    { id: 's02-skill-5', name: 'Content strategy', level: 'advanced', category: 'professional' },
    { id: 's02-skill-6', name: 'Budget management', level: 'advanced', category: 'professional' },
    { id: 's02-skill-7', name: 'A/B testing', level: 'advanced' },
    { id: 's02-skill-8', name: 'HubSpot', level: 'advanced' },
    { id: 's02-skill-9', name: 'Team leadership', level: 'intermediate', category: 'professional' },
  ],
  additionalSections: [
    {
      id: 's02-sec-courses',
      type: 'courses',
      title: 'Courses',
      items: [
        {
          id: 's02-course-1',
          title: 'Google Ads Search Certification',
          description: 'Online Marketing Academy',
          date: '2023-02',
        },
      ],
    },
    {
      id: 's02-sec-languages',
      type: 'languages',
      title: 'Languages',
      items: [
        { id: 's02-lang-1', title: 'English', proficiency: 'Native' },
        { id: 's02-lang-2', title: 'Hindi', proficiency: 'Fluent' },
      ],
    },
  ],
};
