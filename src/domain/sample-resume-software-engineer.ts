import type { ResumeInput } from './resume';

/** Sample '01': a senior software engineer, long enough to fill about two pages. Made-up person and companies. */
export const SOFTWARE_ENGINEER_SAMPLE: ResumeInput = {
  personalDetails: { firstName: 'Alex', lastName: 'Morgan', jobTitle: 'Senior Software Engineer' },
  contactInfo: {
    email: 'alex.morgan@example.com',
    phone: '(555) 555-0142',
    address: 'Seattle, WA',
    city: 'Seattle',
    country: 'United States',
    website: 'https://alexmorgan.example.com',
    linkedin: 'https://www.linkedin.com/in/alex-morgan-example',
    github: 'https://github.com/alex-morgan-example',
  },
  summary: {
    content:
      '<p>Senior software engineer with nine years of experience building reliable web platforms and the APIs ' +
      'behind them. Known for turning slow, fragile systems into fast, well-tested services and for mentoring ' +
      'engineers into technical leads. Comfortable owning a product area end to end, from database design to ' +
      'the last pixel of the interface.</p>',
  },
  experience: [
    {
      id: 's01-exp-1',
      jobTitle: 'Senior Software Engineer',
      company: 'Northwind Cloud',
      location: 'Seattle, WA',
      startDate: '2021-03',
      current: true,
      bullets: [
        'Led a team of six engineers that rebuilt the billing platform in TypeScript, cutting invoice errors by 92% and support tickets about billing by half',
        'Designed an event-driven order pipeline on PostgreSQL and Kafka that handles 40 million events a day with exactly-once processing and replay',
        'Reduced p95 API latency from 820 ms to 140 ms by profiling hot paths, fixing N+1 queries and adding targeted caching',
        'Introduced contract tests and per-branch preview environments, raising deploy frequency from weekly to 15 a day while halving the change failure rate',
        'Mentored four engineers to promotion, ran the weekly architecture review and wrote the engineering ladder used across the department',
      ],
    },
    {
      id: 's01-exp-2',
      jobTitle: 'Software Engineer II',
      company: 'Bluebird Analytics',
      location: 'Portland, OR',
      startDate: '2018-06',
      endDate: '2021-02',
      bullets: [
        'Built a React and TypeScript dashboard used daily by 3,000 analysts, replacing four legacy reporting tools and saving $400,000 a year in licences',
        'Cut the nightly data import from 6 hours to 35 minutes by moving it to incremental, parallel loads with automatic retries',
        'Owned the public REST API, its versioning policy and its documentation, growing partner integrations from 12 to 70 in two years',
        'Drove the migration from a monolith to five services with zero customer-facing downtime',
        'Added end-to-end tests for the ten busiest user journeys, catching regressions before every release',
      ],
    },
    {
      id: 's01-exp-3',
      jobTitle: 'Software Engineer',
      company: 'Cascade Health Systems',
      location: 'Portland, OR',
      startDate: '2016-01',
      endDate: '2018-05',
      bullets: [
        'Developed patient scheduling and reminder features in Node.js and Angular used by 120 clinics and 45,000 patients a month',
        'Implemented audit logging and role-based access control that passed the company’s first HIPAA audit without findings',
        'Automated the release process with CI pipelines and database migration checks, removing a two-day manual checklist',
        'Resolved 300+ production issues as part of a weekly on-call rotation, writing runbooks for each class',
        'Partnered with clinicians to redesign the booking flow, reducing missed appointments by 18%',
      ],
    },
    {
      id: 's01-exp-4',
      jobTitle: 'Junior Web Developer',
      company: 'Pine Street Digital',
      location: 'Eugene, OR',
      startDate: '2014-07',
      endDate: '2015-12',
      bullets: [
        'Shipped 25 responsive, accessible marketing sites for local businesses, often on deadlines of two weeks or less',
        'Built a reusable component library and project template that halved the time to launch a new client site',
        'Improved average Lighthouse performance scores from 54 to 93 across client sites',
        'Set up shared hosting, backups and monitoring for 40 client sites, ending weekend outages',
      ],
    },
    {
      id: 's01-exp-5',
      jobTitle: 'Software Engineering Intern',
      company: 'Evergreen Labs',
      location: 'Eugene, OR',
      startDate: '2013-06',
      endDate: '2013-09',
      bullets: [
        'Wrote a Python tool that validated lab instrument data and flagged outliers, saving researchers five hours a week',
        'Added unit tests to a legacy codebase, taking coverage from 12% to 65% over one summer',
        'Presented the final project to 40 staff and handed it over with full documentation',
      ],
    },
  ],
  education: [
    {
      id: 's01-edu-1',
      institution: 'University of Oregon',
      degree: 'Bachelor of Science',
      field: 'Computer Science',
      location: 'Eugene, OR',
      startDate: '2010-09',
      endDate: '2014-06',
      gpa: '3.7',
    },
    {
      id: 's01-edu-2',
      institution: 'Lane Community College',
      degree: 'Associate of Science',
      field: 'Mathematics',
      location: 'Eugene, OR',
      startDate: '2008-09',
      endDate: '2010-06',
    },
  ],
  skills: [
    { id: 's01-skill-1', name: 'TypeScript', level: 'expert' },
    { id: 's01-skill-2', name: 'Node.js', level: 'expert' },
    { id: 's01-skill-3', name: 'React', level: 'advanced' },
    { id: 's01-skill-4', name: 'PostgreSQL', level: 'advanced' },
    { id: 's01-skill-5', name: 'Distributed systems', level: 'advanced' },
    { id: 's01-skill-6', name: 'AWS', level: 'advanced' },
    { id: 's01-skill-7', name: 'Kafka', level: 'intermediate' },
    { id: 's01-skill-8', name: 'Go', level: 'intermediate' },
    { id: 's01-skill-9', name: 'Technical leadership', level: 'advanced', category: 'professional' },
    { id: 's01-skill-10', name: 'Mentoring', level: 'advanced', category: 'professional' },
  ],
  additionalSections: [
    {
      id: 's01-sec-courses',
      type: 'courses',
      title: 'Courses',
      items: [
        {
          id: 's01-course-1',
          title: 'Designing Data-Intensive Applications',
          description: 'Online Learning Institute',
          date: '2022-01 - 2022-03',
        },
        {
          id: 's01-course-2',
          title: 'AWS Solutions Architect - Associate',
          description: 'Cloud Certification Board',
          date: '2020-05',
        },
        {
          id: 's01-course-3',
          title: 'Leading Engineering Teams',
          description: 'Northwest School of Management',
          date: '2021-09 - 2021-11',
        },
      ],
    },
    {
      id: 's01-sec-projects',
      type: 'custom',
      title: 'Projects',
      items: [
        {
          id: 's01-project-1',
          title: 'Open-source job scheduler',
          date: 'Maintainer, 2019 - present',
          description:
            '<p>A small, dependable cron replacement for Node.js services with retries, time zones and a web ' +
            'dashboard. Used in production by more than 300 companies; reviewed and merged contributions from ' +
            '60 developers.</p>',
        },
        {
          id: 's01-project-2',
          title: 'Community code clinic',
          date: 'Organiser, 2017 - present',
          description:
            '<p>Monthly evening sessions where working engineers help career changers with code reviews, mock ' +
            'interviews and portfolio projects. More than 90 attendees have gone on to their first developer job.</p>',
        },
        {
          id: 's01-project-3',
          title: 'Speaking',
          date: 'Regional conferences, 2020 - 2024',
          description:
            '<p>Talks on making APIs fast without rewriting them, on contract testing between teams and on ' +
            'running calm on-call rotations, each given to audiences of 200 to 500 engineers.</p>',
        },
        {
          id: 's01-project-4',
          title: 'Accessibility audit toolkit',
          date: 'Author, 2022',
          description:
            '<p>A command-line tool and checklist that runs automated accessibility checks in CI and produces a ' +
            'plain-language report for designers. Adopted by three product teams, it found and fixed more than ' +
            '400 issues in its first quarter.</p>',
        },
      ],
    },
  ],
};
