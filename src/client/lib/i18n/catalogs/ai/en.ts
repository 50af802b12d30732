/** The AI help's word on language (issue 33 item 6): said where the suggestions appear. */
export default {
  writtenInEnglish:
    'These suggestions are in English: the built-in writer works in English only. Translate a suggestion into your resume’s language before you keep it.',
};
