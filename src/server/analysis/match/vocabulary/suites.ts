/**
 * Products sold as one suite: a resume that names the suite ("MS Office") shows each of its parts, so an ad
 * asking for Word or Excel finds them. Labels are the vocabulary's (a test checks each exists). Only suites whose
 * parts every user of the suite has; a suite of separately bought tools (Adobe's) is not listed.
 */
export const SUITE_PARTS: Readonly<Record<string, readonly string[]>> = {
  'Microsoft Office': ['Microsoft Word', 'Excel', 'PowerPoint', 'Outlook'],
};
