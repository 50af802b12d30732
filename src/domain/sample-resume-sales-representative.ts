import type { ResumeInput } from './resume';

/** Sample '03': a sales representative. Made-up person and companies. */
export const SALES_REPRESENTATIVE_SAMPLE: ResumeInput = {
  personalDetails: { firstName: 'Marcus', lastName: 'Bennett', jobTitle: 'Sales Representative' },
  contactInfo: {
    email: 'marcus.bennett@example.com',
    phone: '(555) 555-0188',
    address: 'Austin, TX',
    city: 'Austin',
    country: 'United States',
    linkedin: 'https://www.linkedin.com/in/marcus-bennett-example',
  },
  summary: {
    content:
      '<p>Results-driven sales representative with six years of experience in B2B and field sales. Consistently ' +
      'exceeds quota by building trust with decision makers and keeping a disciplined pipeline. Brings a ' +
      'consultative style that turns first meetings into long-term accounts.</p>',
  },
  experience: [
    {
      id: 's03-exp-1',
      jobTitle: 'Senior Sales Representative',
      company: 'Lone Star Office Supply',
      location: 'Austin, TX',
      startDate: '2021-05',
      current: true,
      bullets: [
        'Closed $2.8M in new business in 2023, reaching 134% of annual quota',
        'Opened 45 new mid-market accounts in a territory that had been flat for three years',
        'Raised renewal rates from 78% to 91% with quarterly business reviews for the top 30 accounts',
        'Ranked first of 22 representatives in the region for two consecutive years',
      ],
    },
    {
      id: 's03-exp-2',
      jobTitle: 'Sales Representative',
      company: 'Redline Medical Devices',
      location: 'San Antonio, TX',
      startDate: '2019-02',
      endDate: '2021-04',
      bullets: [
        'Sold surgical equipment to 60 hospitals and clinics, growing territory revenue by 41%',
        'Shortened the average sales cycle from 95 to 60 days with structured product trials',
        'Trained five new representatives on discovery calls and objection handling',
      ],
    },
    {
      id: 's03-exp-3',
      jobTitle: 'Inside Sales Associate',
      company: 'Peak Telecom',
      location: 'Dallas, TX',
      startDate: '2017-06',
      endDate: '2019-01',
      bullets: [
        'Made 80+ outbound calls a day and booked 25 qualified meetings a month for field sales',
        'Converted 18% of inbound leads to paying customers, the best rate on the team',
        'Kept CRM records complete, lifting forecast accuracy for the region',
      ],
    },
  ],
  education: [
    {
      id: 's03-edu-1',
      institution: 'Texas State University',
      degree: 'Bachelor of Arts',
      field: 'Communication Studies',
      location: 'San Marcos, TX',
      startDate: '2013-08',
      endDate: '2017-05',
    },
  ],
  skills: [
    { id: 's03-skill-1', name: 'Consultative selling', level: 'expert', category: 'professional' },
    { id: 's03-skill-2', name: 'Prospecting', level: 'expert', category: 'professional' },
    { id: 's03-skill-3', name: 'Negotiation', level: 'advanced', category: 'professional' },
    { id: 's03-skill-4', name: 'Account management', level: 'advanced', category: 'professional' },
    { id: 's03-skill-5', name: 'Salesforce', level: 'advanced' },
    { id: 's03-skill-6', name: 'Pipeline forecasting', level: 'advanced' },
    { id: 's03-skill-7', name: 'Product demonstrations', level: 'advanced', category: 'professional' },
    { id: 's03-skill-8', name: 'Cold calling', level: 'expert', category: 'professional' },
  ],
  additionalSections: [
    {
      id: 's03-sec-references',
      type: 'references',
      title: 'References',
      items: [
        {
          id: 's03-ref-1',
          title: 'Dana Whitfield',
          location: 'Lone Star Office Supply',
          email: 'dana.whitfield@example.com',
          phone: '(555) 555-0163',
        },
      ],
    },
    {
      id: 's03-sec-languages',
      type: 'languages',
      title: 'Languages',
      items: [
        { id: 's03-lang-1', title: 'English', proficiency: 'Native' },
        { id: 's03-lang-2', title: 'Spanish', proficiency: 'Advanced' },
      ],
    },
  ],
};
