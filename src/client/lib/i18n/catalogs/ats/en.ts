/**
 * What an ATS reads (issue 32): the read-back on /improve and in the download dialog, and the public checker
 * (/ats-checker, prerendered in every language; its title and description are in the seo namespace). English
 * texts are the ones the screens had. A difference's cause and fix, the checks' findings and the server's error
 * texts come from the server; the resume's own words are the user's.
 */
export default {
  'checker.heading': 'Free ATS resume checker',
  'checker.intro':
    'Upload a PDF or Word resume made anywhere and see the text a resume parser gets out of it: your name and contacts, each job and its dates, each bullet, your education and skills. We read the file with the same reader our own import uses. Applicant tracking systems each use their own parser, so this shows what a typical parser reads, not what one employer will see. The file is read in memory and never stored; no account needed.',
  'checker.file': 'Your resume (PDF or Word, up to 10 MB)',
  'checker.jobAd': 'Job ad (optional): paste it for a match report',
  'checker.submit': 'Check my resume',
  'checker.reading': 'Reading your file',
  'checker.noFile': 'Choose a file to import',
  'checker.offline': 'The check could not run: check your connection.',
  'checker.openFailed': 'The resume could not be opened in the builder.',
  'checker.read': 'What was read',
  'checker.nothingRead': 'Nothing we recognise as a resume field was read from this file.',
  'checker.writing': 'ATS and writing check',
  'checker.match': 'Match with the job ad',
  'checker.continue': 'Continue in the builder',
  'field.name': 'Name',
  'field.headline': 'Headline',
  'field.email': 'Email',
  'field.phone': 'Phone',
  'field.location': 'Location',
  'field.website': 'Website',
  'field.contact': 'Contact',
  'field.job.jobTitle': 'Job {{n}}, title',
  'field.job.company': 'Job {{n}}, company',
  'field.job.startDate': 'Job {{n}}, start date',
  'field.job.endDate': 'Job {{n}}, end date',
  'field.job.bullet': 'Job {{n}}, bullet {{m}}',
  'field.school.institution': 'Education {{n}}, school',
  'field.school.degree': 'Education {{n}}, degree',
  'field.school.endDate': 'Education {{n}}, end date',
  'field.skill': 'Skill {{n}}',
  'panel.signIn':
    'Sign in to save your resume, then see here what an applicant tracking system reads from its PDF and Word file.',
  'panel.fileType': 'File type',
  'panel.failed': 'The read-back could not run: check your connection and reload.',
  'panel.reading': 'Reading your file back',
  'panel.allSame.pdf_one':
    'Every field we checked was read back from your PDF file as you wrote it ({{count}} fields).',
  'panel.allSame.pdf_other':
    'Every field we checked was read back from your PDF file as you wrote it ({{count}} fields).',
  'panel.allSame.docx_one':
    'Every field we checked was read back from your Word file as you wrote it ({{count}} fields).',
  'panel.allSame.docx_other':
    'Every field we checked was read back from your Word file as you wrote it ({{count}} fields).',
  'panel.differ.pdf_one': '{{count}} of {{total}} fields were read back differently from your PDF file.',
  'panel.differ.pdf_other': '{{count}} of {{total}} fields were read back differently from your PDF file.',
  'panel.differ.docx_one': '{{count}} of {{total}} fields were read back differently from your Word file.',
  'panel.differ.docx_other': '{{count}} of {{total}} fields were read back differently from your Word file.',
  'panel.every': 'Every field, as written and as read',
  'panel.field': 'Field',
  'panel.yours': 'Your resume',
  'panel.fromFile': 'Read from the file',
  'diff.list': 'Differences',
  'diff.kind.missing': 'not found',
  'diff.kind.changed': 'changed',
  'diff.kind.date': 'date',
  'diff.kind.moved': 'moved',
  'diff.kind.merged': 'merged',
  'diff.kind.split': 'split',
  'diff.got': 'You wrote “<expected></expected>”; the reader got “<read></read>”.',
  'diff.gotNothing': 'You wrote “<expected></expected>”; the reader got nothing.',
  'diff.fix': 'Fix: ',
  'summary.all.pdf_one':
    'An ATS-style reader gets all {{count}} of your fields from this PDF as you wrote them ({{score}}).',
  'summary.all.pdf_other':
    'An ATS-style reader gets all {{count}} of your fields from this PDF as you wrote them ({{score}}).',
  'summary.all.docx_one':
    'An ATS-style reader gets all {{count}} of your fields from this Word file as you wrote them ({{score}}).',
  'summary.all.docx_other':
    'An ATS-style reader gets all {{count}} of your fields from this Word file as you wrote them ({{score}}).',
  'summary.some.pdf_one':
    'An ATS-style reader gets {{read}} of your {{count}} fields from this PDF as you wrote them ({{score}}).',
  'summary.some.pdf_other':
    'An ATS-style reader gets {{read}} of your {{count}} fields from this PDF as you wrote them ({{score}}).',
  'summary.some.docx_one':
    'An ATS-style reader gets {{read}} of your {{count}} fields from this Word file as you wrote them ({{score}}).',
  'summary.some.docx_other':
    'An ATS-style reader gets {{read}} of your {{count}} fields from this Word file as you wrote them ({{score}}).',
  'summary.differences_one': '{{count}} difference, with cause and fix',
  'summary.differences_other': '{{count}} differences, with cause and fix',
  'summary.failed.pdf': 'We could not read your PDF file back just now. Your download is not affected.',
  'summary.failed.docx': 'We could not read your Word file back just now. Your download is not affected.',
  'summary.reading.pdf': 'Reading your PDF file back',
  'summary.reading.docx': 'Reading your Word file back',
  'summary.readingLong.pdf': 'Reading your PDF file back as an applicant tracking system would…',
  'summary.readingLong.docx': 'Reading your Word file back as an applicant tracking system would…',
} as const;
