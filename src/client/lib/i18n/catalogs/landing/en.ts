/**
 * The landing page (/). The English texts are the page's as written before translation (ADR 0013: every claim
 * is true of the product); figures and prices are interpolated, never written into a message.
 */
export default {
  'seo.title': 'Resumable: build an ATS-friendly resume in minutes',
  'seo.description':
    'Build a professional, ATS-friendly resume step by step with a live preview and AI writing help, then download it as PDF or Word. Free to build and save.',
  'hero.title': 'Build an ATS-friendly resume in {{minutes}} minutes',
  'hero.text':
    'Answer a few questions step by step, watch your resume take shape in a live preview, and let AI suggest skills, a summary and bullet points. Building and saving is free.',
  'hero.cta': 'Build my Resume',
  'hero.templates': 'Browse templates',
  'proof.title': 'Resumable in numbers',
  'proof.builtToday_one': 'resume built today',
  'proof.builtToday_other': 'resumes built today',
  'proof.templates': 'ATS-friendly templates',
  'proof.users': 'professionals trust us',
  'proof.rating': 'average rating',
  'reviews.title': 'What job seekers say',
  'reviews.stars': '{{rating}} out of 5 stars',
  'features.title': 'Everything you need for a resume that gets read',
  'features.figures':
    'Job seekers with a clear, well-structured resume get up to {{uplift}} more interviews and {{views}} more views from recruiters.',
  'features.preview.title': 'Live preview',
  'features.preview.text':
    'Every change shows at once on a real page, typeset exactly as your download will be.',
  'features.ai.title': 'AI writing help',
  'features.ai.text':
    'Suggestions for skills and your professional summary, and rough notes rewritten as clear bullet points.',
  'features.ats.title': 'Readable by ATS',
  'features.ats.text':
    'Standard headings and real text in reading order, so applicant tracking systems read every line.',
  'features.design.title': 'Templates and colours',
  'features.design.text': 'Pick a template, a colour and a font size; your content stays as it is.',
  'features.formats.title': 'PDF and Word',
  'features.formats.text': 'Download a tagged, text-based PDF or an editable Word document.',
  'features.jobs.title': 'Tailored for each job',
  'features.jobs.text':
    'Paste a job ad to see which skills it asks for that your resume misses, then make a copy tailored to that job.',
  'features.letters.title': 'Matching cover letters',
  'features.letters.text':
    'Write it for me drafts a letter from your resume and the job ad, typeset in your resume’s template.',
  'features.saved.title': 'Saved as you go',
  'features.saved.text':
    'Start without an account; sign up and your drafts save automatically to your dashboard.',
  'features.cta': 'Create my resume',
  'blog.title': 'Resume advice from our blog',
  'blog.all': 'All articles',
  'blog.inEnglish': 'Articles in English',
  'faq.title': 'Frequently asked questions',
  'plan.trial': '7-Day Trial',
  'plan.3month': '3-Month Plan',
  'plan.6month': '6-Month Plan',
  'faq.planOnce_one': '{{plan}}: {{price}} once, for {{count}} day',
  'faq.planOnce_other': '{{plan}}: {{price}} once, for {{count}} days',
  'faq.planRecurring_one': '{{plan}}: {{price}} for {{count}} day, then {{renewal}} a month until you cancel',
  'faq.planRecurring_other':
    '{{plan}}: {{price}} for {{count}} days, then {{renewal}} a month until you cancel',
  'faq.free.q': 'Is it free to build a resume?',
  'faq.free.a':
    'Yes. Writing, previewing and saving resumes is free. You can start without an account; with a free account your drafts are saved to your dashboard automatically. Downloading a finished resume as a PDF or Word document needs a plan.',
  'faq.cost.q': 'What do the plans cost?',
  'faq.cost.a': '{{plans}}. Every plan includes unlimited PDF and Word downloads while it is active.',
  'faq.refund.q': 'Can I get my money back?',
  'faq.refund.a_one':
    'Yes. Every plan comes with a {{count}}-day money-back guarantee: if you ask within {{count}} day of paying, we refund the payment in full. Write to our support address in the footer.',
  'faq.refund.a_other':
    'Yes. Every plan comes with a {{count}}-day money-back guarantee: if you ask within {{count}} days of paying, we refund the payment in full. Write to our support address in the footer.',
  'faq.cancel.q': 'How do I cancel?',
  'faq.cancel.a':
    'The 3-month and 6-month plans are single payments and simply end; nothing renews. The trial renews monthly until you cancel, which you can do from Account Settings or by e-mailing support.',
  'faq.tailor.q': 'Can I tailor my resume for each job?',
  'faq.tailor.a':
    'Yes. With a free account, save the jobs you apply for on the Jobs page by pasting each ad. For every job you see how well a resume matches it: a score, the skills and tools the ad asks for that your resume shows or misses, and a check of your writing. Add a missing skill you really have, then make a copy of your resume tailored to that job and edit it; the original stays as it is. In the Improve step, AI help can write a summary aimed at the job.',
  'faq.letter.q': 'Can you write my cover letter?',
  'faq.letter.a':
    'Yes. On a new cover letter, Write it for me drafts one from your resume and the job ad (pasted, or a job you saved): an opening that names the role and the company, paragraphs that tie your real achievements to what the ad asks for, and a closing, in a formal, warm or concise tone. It uses only what your resume says, never an employer, school or figure it does not contain; read every sentence before you send it. Rewrite one paragraph at a time, edit the rest with bold, italics and lists, and the letter is typeset in your resume’s template, so the two look like one set. Writing is free; downloading it as a PDF or Word document needs a plan, as for resumes.',
  'faq.ats.q': 'Will my resume get past applicant tracking systems?',
  'faq.ats.a':
    'Our templates use one column, standard section headings and real, selectable text, which is what applicant tracking systems read best. PDFs are text-based and tagged for accessibility; Word files use real headings and lists, so you can edit them.',
  'faq.privacy.q': 'Who can see my resume?',
  'faq.privacy.a':
    'Without an account, your resume stays in your browser on this device. With an account, your drafts are stored on our server and only you can open them. We do not sell your data; the privacy policy explains what we keep and why.',
} as const;
