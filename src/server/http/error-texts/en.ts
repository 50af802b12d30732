import { FRESH_SIGN_IN_MESSAGE } from '../../../domain/account-api';
import { COVER_LETTER_LIMIT_MESSAGE } from '../../../domain/cover-letter-api';
import { DRAFT_LIMIT_MESSAGE } from '../../../domain/draft-api';
import { CONTACTS_TOO_MANY } from '../../../domain/job-contacts-api';
import { JOB_CSV_TOO_MANY_ROWS } from '../../../domain/job-csv-api';
import { EVENT_LIMIT_MESSAGE } from '../../../domain/job-events-api';
import { JOB_DESCRIPTION_TOO_LONG } from '../../../domain/job-match-api';
import { JOB_LIMIT_MESSAGE } from '../../../domain/jobs-api';
import { TOO_MANY_TOKENS_MESSAGE } from '../../../domain/personal-token-api';

/**
 * Every error text the API answers, in English, by its stable code (issue 33 items 4 and 5). The English is the
 * text the routes write today, word for word (the specification's where it has one): the answer is matched
 * against these to find its code and its translation. `{{name}}` stands for a part that varies (a number, a
 * list, a provider's name); the limits fixed in src/domain are written in by their constants, so a change of a
 * limit changes every language at once. The first group are the generic texts, which answer their status's code.
 */
export const EN = {
  // Generic: the error handler's, the session's, the rate limit's.
  not_signed_in: 'Not signed in',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  invalid_request: 'Invalid request',
  bad_request: 'Bad request',
  malformed_json: 'Malformed JSON body',
  empty_body: 'Request body is empty',
  body_too_large: 'Request body is too large',
  unsupported_media_type: 'Unsupported content type',
  invalid_content_length: 'Invalid content length',
  rate_limited: 'Too many requests',
  rate_limited_retry: 'Too many requests. Please try again in {{seconds}} seconds.',
  server_error: 'Something went wrong. Please try again.',

  // Sign-up, sign-in and their fields (spec section 5).
  cross_site_refused: 'Cross-site request refused',
  first_name_required: 'First name is required',
  first_name_too_short: 'First name must be at least {{min}} characters',
  first_name_too_long: 'First name must be less than {{max}} characters',
  last_name_required: 'Last name is required',
  last_name_too_short: 'Last name must be at least {{min}} characters',
  last_name_too_long: 'Last name must be less than {{max}} characters',
  email_required: 'Email is required',
  email_invalid: 'Please enter a valid email address',
  email_too_long: 'Email must be less than {{max}} characters',
  password_required: 'Password is required',
  password_too_short: 'Password must be at least {{min}} characters',
  password_too_long: 'Password must be less than {{max}} characters',
  password_needs_uppercase: 'Password must contain at least one uppercase letter',
  password_needs_lowercase: 'Password must contain at least one lowercase letter',
  password_needs_number: 'Password must contain at least one number',
  passwords_dont_match: "Passwords don't match",
  confirm_password_required: 'Please confirm your password',
  reset_token_required: 'Reset token is required',
  invalid_reset_link:
    'This password reset link is invalid or has expired. Please request a new password reset.',
  email_taken: 'An account with this email already exists',
  invalid_login: 'Invalid email or password',
  unverified_email_taken:
    'An account with this email already exists. Sign in with your password, then try again.',
  provider_shared_no_email: 'The provider did not share an e-mail address.',
  provider_not_configured: '{{provider}} sign-in is not configured',
  provider_unavailable: '{{provider}} sign-in is unavailable right now. Please try again later.',
  two_factor_session_expired: 'Your sign-in took too long. Enter your e-mail and password again.',
  invalid_token: 'This token is invalid, expired or revoked',
  read_only_token: 'This token can only read: create a read and write token to make changes',
  cookie_only:
    'A token cannot change how the account signs in, its tokens, or its payments: do this in Account settings',
  mcp_token_required:
    'The MCP server needs a personal access token or an OAuth access token: send it as Authorization: Bearer <token>',
  authorization_expired: 'This authorization request has expired. Start again from your assistant.',
  assistant_not_found: 'No such connected assistant',

  // Account settings.
  password_to_confirm_required: 'Enter your password to confirm it is you',
  wrong_password: 'Password is incorrect',
  current_password_required: 'Current password is required',
  wrong_current_password: 'Current password is incorrect',
  same_password: 'New password must be different from the current one',
  no_password_to_change:
    'This account signs in with a provider and has no password to change. Use "Forgot password" to set one.',
  confirm_email_mismatch: "The e-mail typed does not match this account's e-mail",
  fresh_sign_in_required: FRESH_SIGN_IN_MESSAGE,
  export_taking_long: 'Your data export is taking longer than usual. Please try again in a minute.',
  email_in_use: 'Another account already uses this e-mail',
  same_email: 'This is already your e-mail',
  invalid_email_change_link:
    'This confirmation link is invalid, already used or expired. Ask for the change again in Account Settings.',
  email_already_confirmed: 'Your e-mail is already confirmed',
  unknown_interface_language: 'Choose one of the interface languages: {{languages}}',
  code_required: 'Enter the 6-digit code from your authenticator app',
  wrong_code: 'That code is not right or has expired. Try the newest code.',
  two_factor_already_on: 'Two-factor sign-in is already on',
  two_factor_not_on: 'Two-factor sign-in is not on',
  session_not_found: 'Session not found',
  too_many_tokens: TOO_MANY_TOKENS_MESSAGE,
  token_not_found: 'Token not found',
  token_name_required: 'Give the token a name, such as the assistant or script that uses it',
  token_scope_invalid: 'Choose read, or read and write',
  token_expiry_invalid: 'Choose 30, 90 or 365 days, or no expiry',
  token_name_too_long: 'The name must be at most {{max}} characters',
  passkey_not_verified: 'This passkey could not be verified. Please try again.',
  passkey_request_expired: 'The passkey request expired. Please try again.',
  passkey_sign_in_failed: 'Sign-in with this passkey failed. Try again or use your password.',
  passkey_already_added: 'This passkey is already added',
  passkey_not_found: 'Passkey not found',
  passkey_name_required: 'Give the passkey a name',
  passkey_name_too_long: 'Name must be at most {{max}} characters',
  provider_cancel_failed:
    'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes, or contact support.',

  // Plans and checkout.
  unknown_plan: 'Unknown plan',
  invalid_origin: 'Invalid origin',
  nothing_to_cancel: 'You have no active subscription to cancel',
  unknown_checkout: 'Unknown checkout session',
  checkout_amount_mismatch: 'Checkout amount does not match the plan',
  invalid_webhook_signature: 'Invalid webhook signature',
  resume_not_found: 'Resume not found',
  checkout_failed: 'Failed to create checkout session',
  checkout_not_found: 'Checkout session not found',
  checkout_already_completed: 'This checkout session is already completed',
  checkout_closed: 'This checkout session is no longer open',

  // Resumes: drafts, versions, sharing, downloads, and the resume's own fields.
  draft_limit: DRAFT_LIMIT_MESSAGE,
  draft_not_found: 'Resume draft not found',
  resume_title_required: 'Resume title is required',
  resume_title_too_long: 'Resume title must be at most {{max}} characters',
  draft_conflict: 'This resume was changed in another tab or device. Choose which version to keep.',
  paid_status_refused: "Status must be 'draft' or 'pending'",
  version_not_whole: 'Version must be a whole number',
  version_too_small: 'Version must be at least 1',
  version_not_found: 'Version not found',
  migration_key_invalid: 'Invalid migration key',
  other_users_drafts: "You cannot list another user's drafts",
  if_match_required:
    "Send the draft's version in If-Match (the `version` of GET /api/resume-drafts/{id}), so no change is lost",
  patch_not_array: 'A JSON Patch is an array of operations (RFC 6902)',
  patch_too_long: 'A patch has at most {{max}} operations',
  export_needs_plan: 'Downloading needs an active plan. Choose a plan to download your resume.',
  letter_export_needs_plan: 'Downloading needs an active plan. Choose a plan to download your cover letter.',
  download_link_invalid: 'This download link is invalid or has expired. Ask your assistant for a new one.',
  download_link_other_account:
    'This download link belongs to another account. Sign out, or ask for a link of your own.',
  downloads_not_enabled: "This resume's owner has not enabled downloads",
  share_enabled_invalid: 'enabled must be true or false',
  share_password_too_long: 'Password must be at most {{max}} characters',
  invalid_resume: 'Invalid resume',
  resume_shape_invalid: 'The resume is not in the expected shape',
  text_too_long: 'Must be at most {{max}} characters',
  too_many_items: 'At most {{max}} items',
  invalid_id: 'Invalid id',
  valid_email_required: 'Valid email is required',
  url_invalid: 'Please enter a valid URL',
  font_size_not_whole: 'Font size must be a whole number',
  font_size_too_small: 'Font size must be at least {{min}}',
  font_size_too_large: 'Font size must be at most {{max}}',
  unknown_section: 'Unknown section',
  too_many_sections: 'At most {{max}} sections',
  section_title_required: 'Section title is required',
  unknown_font_family: 'Unknown font family',
  line_spacing_not_number: 'Line spacing must be a number',
  line_spacing_too_small: 'Line spacing must be at least {{min}}',
  line_spacing_too_large: 'Line spacing must be at most {{max}}',
  section_spacing_not_number: 'Section spacing must be a number',
  section_spacing_too_small: 'Section spacing must be at least {{min}}',
  section_spacing_too_large: 'Section spacing must be at most {{max}}',
  margin_not_number: 'Margin must be a number',
  margin_too_small: 'Margin must be at least {{min}} mm',
  margin_too_large: 'Margin must be at most {{max}} mm',
  unknown_date_format: 'Unknown date format',
  unknown_resume_language: 'Unknown resume language',
  unknown_photo_shape: 'Unknown photo shape',
  job_title_required: 'Job title is required',
  company_required: 'Company is required',
  start_date_required: 'Start date is required',
  institution_required: 'Institution is required',
  degree_required: 'Degree is required',
  skill_name_required: 'Skill name is required',
  summary_too_short: 'Summary must be at least 10 characters',
  summary_too_long: 'Summary must be less than 500 characters',
  professional_summary_too_short: 'Professional summary should be at least 10 characters',

  // Photos.
  photo_too_large: 'The photo is larger than 5 MB',
  photo_not_found: 'No photo uploaded',
  photo_not_an_image: 'Upload a PNG or JPEG image (SVG, GIF, WebP and other files are not accepted)',
  photo_unreadable: 'This image could not be read; save it again as a PNG or JPEG and retry',
  photo_too_many_pixels: 'This image has too many pixels; use one under 40 megapixels',

  // Jobs, their contacts, dates and the match.
  job_limit: JOB_LIMIT_MESSAGE,
  job_not_found: 'Job not found',
  job_link_invalid: 'Please enter a web address starting with http:// or https://',
  job_link_too_long: 'The link must be at most {{max}} characters',
  job_status_invalid: 'Status must be one of: {{statuses}}',
  resume_to_tailor_required: 'Choose a resume to tailor',
  move_index_invalid: 'The place in the column must be a whole number from 0',
  job_description_not_text: 'The job description must be text',
  notes_not_text: 'Notes must be text',
  notes_too_long: 'Notes must be at most {{max}} characters',
  contact_name_required: "Enter the contact's name",
  contact_linkedin_invalid: 'Enter a LinkedIn address starting with https://www.linkedin.com/',
  contacts_too_many: CONTACTS_TOO_MANY,
  next_step_date_invalid: 'Enter the date as YYYY-MM-DD',
  archive_reason_invalid: 'The reason must be one of: {{reasons}}',
  contact_id_invalid: 'The contact id must be 1 to 64 letters, digits or dashes',
  job_description_required: 'Please paste the job description',
  job_description_too_long: JOB_DESCRIPTION_TOO_LONG,
  event_not_found: 'Event not found',
  event_kind_invalid: 'Kind must be one of: {{kinds}}',
  event_date_invalid: 'Date must be a real day written YYYY-MM-DD',
  event_time_invalid: 'Time must be written HH:MM (24-hour)',
  event_time_zone_invalid: 'Time zone must be an IANA name such as Europe/Berlin',
  event_limit: EVENT_LIMIT_MESSAGE,
  event_title_too_long: 'Title must be at most {{max}} characters',
  event_note_too_long: 'Note must be at most {{max}} characters',
  calendar_feed_not_found: 'Calendar feed not found',
  sent_resume_required: 'Choose the resume you sent',
  link_invalid_url: "Please enter the job posting's web address, starting with http:// or https://.",
  link_not_public:
    "That address is not on the public internet, so it can't be read. Paste the job's text instead.",
  link_too_many_redirects:
    "That page sends visitors on through too many redirects. Paste the job's text instead.",
  link_too_large: "That page is larger than 2 MB. Paste the job's text instead.",
  link_timeout: "That page took more than 5 seconds to answer. Try again, or paste the job's text instead.",
  link_not_html: "That address is a file, not a web page. Paste the job's text instead.",
  link_needs_sign_in: 'That page needs a sign-in; paste the text instead.',
  link_not_found: "That page was not found. Check the link, or paste the job's text instead.",
  link_unreachable: "That page could not be reached. Check the link, or paste the job's text instead.",
  link_no_posting: "No job posting was found on that page. Paste the job's text instead.",

  // Importing jobs from a spreadsheet.
  upload_unreadable: 'The upload could not be read; try again',
  csv_no_file: 'Choose a CSV file to import',
  csv_too_large: 'The file is larger than 1 MB. Split it into smaller files.',
  csv_too_many_rows: JOB_CSV_TOO_MANY_ROWS,
  csv_empty: 'The file has no rows under its header row',
  csv_not_text: 'This is not a CSV file: save the spreadsheet as CSV and try again',
  csv_mapping_invalid: 'The column mapping could not be read; review the columns and try again',
  csv_mapping_length: 'The mapping must name a field or "ignore" for each column of the file',
  csv_title_unmapped: 'Choose the column that holds the job title',
  csv_company_unmapped: 'Choose the column that holds the company',
  csv_field_twice: 'Only one column can be mapped to {{field}}',
  csv_quote_not_closed: 'The file could not be read as CSV: a quoted cell is never closed',
  csv_quote_not_closed_at:
    'The file could not be read as CSV (near line {{line}}): a quoted cell is never closed',
  csv_quote_not_doubled: 'The file could not be read as CSV: a quote inside a cell is not doubled',
  csv_quote_not_doubled_at:
    'The file could not be read as CSV (near line {{line}}): a quote inside a cell is not doubled',
  csv_rows_unreadable: 'The file could not be read as CSV: its rows could not be read',
  csv_rows_unreadable_at:
    'The file could not be read as CSV (near line {{line}}): its rows could not be read',

  // Cover letters.
  cover_letter_limit: COVER_LETTER_LIMIT_MESSAGE,
  cover_letter_not_found: 'Cover letter not found',
  cover_letter_title_required: 'Cover letter title is required',
  cover_letter_title_too_long: 'Cover letter title must be at most {{max}} characters',
  cover_letter_conflict:
    'This cover letter was changed in another tab or device. Choose which version to keep.',
  linked_item_gone: 'The linked resume or job is gone',
  linked_resume_not_found: 'Choose one of your resumes',
  linked_job_not_found: 'Choose one of your saved jobs',

  // Importing a resume, and the ATS check's upload.
  import_no_file: 'Choose a file to import',
  import_not_json: 'This file is not valid JSON',
  import_not_pdf: 'This file is not a PDF',
  import_not_docx: 'This file is not a Word document',
  import_not_zip: 'This file is not a ZIP archive',
  import_not_resume: 'This JSON is neither a JSON Resume (basics, work, education...) nor a Resumable resume',
  import_nothing: 'This resume file has nothing we could import',
  import_nothing_wrong_types: 'This resume file has nothing we could import: {{parts}} had the wrong type',
  import_zip_too_big: 'This ZIP unpacks to more than we accept; upload the LinkedIn export as downloaded',
  import_zip_too_many_files: 'This ZIP holds too many files to be a LinkedIn data export',
  import_zip_damaged: 'This ZIP archive is damaged and could not be read',
  import_not_linkedin:
    "This ZIP has none of LinkedIn's export files (Profile.csv, Positions.csv, Education.csv, Skills.csv)",
  import_pdf_encrypted: 'This PDF is password-protected; save a copy without a password and upload that',
  import_pdf_damaged: 'This PDF is damaged and could not be read',
  import_pdf_too_many_pages: 'This PDF has {{pages}} pages; a resume we can read has at most 10',
  import_pdf_no_text:
    'This PDF has no text we can read (it looks scanned or made of images); upload the original Word or PDF file',
  import_docx_damaged: 'This Word document is damaged and could not be read',
  import_docx_no_text: 'This Word document has no text to import',
  import_too_slow: 'This file took too long to read; try a smaller file',
  import_too_large: 'The file is larger than 10 MB',
  import_unsupported_type:
    'Unsupported file type: upload a PDF, a Word document (.docx), a JSON Resume (.json) or a LinkedIn data export (.zip)',
  import_send_a_file: 'Send a file as multipart/form-data or a JSON body {jsonResume}',
  ats_unsupported_type: 'Unsupported file type: upload a PDF or a Word document (.docx)',
  ats_format_invalid: 'Choose pdf or docx',

  // Warnings of a resume import, shown in its review, and the JSON Resume's wrong types.
  import_warning_no_field: '{{path}}: "{{text}}" has no field of its own and was left out',
  import_warning_no_sections: 'No employment or education section was found: check the sections below',
  import_warning_school_notes_unnamed:
    'The notes and activities of a school have no place in the resume and were left out',
  import_warning_school_notes:
    'The notes and activities of {{school}} have no place in the resume and were left out',
  import_warning_shortened: '{{where}} was shortened to {{max}} characters',
  import_warning_items_kept: '{{where}}: only the first {{max}} items were kept',
  import_warning_unnamed_profile_user_name:
    'The profile user name "{{username}}" was left out: only its address is kept',
  import_warning_profile_user_name:
    'The {{network}} user name "{{username}}" was left out: only its address is kept',
  import_warning_value_left_out: '{{where}} ("{{value}}") was left out: {{reason}}',
  import_warning_left_out: '{{where}} was left out: {{reason}}',
  import_warning_unreadable_parts: 'Parts of the file could not be read',
  import_warning_no_place: '{{path}} has no place in the resume and was left out',
  import_warning_skill_level: 'Skill "{{name}}": level "{{level}}" was read as intermediate',
  import_shape_list: '{{path}} should be a list, not {{type}}: left out',
  import_shape_object: '{{path}} should be an object, not {{type}}: left out',

  // The writing checks' findings (/improve, the job page) and the ATS read-back's causes and fixes: frames
  // around the user's words, which stay as written.
  check_contact_name: 'Add your name at the top of the resume.',
  check_contact_email: 'Add an e-mail address so a recruiter can reach you.',
  check_contact_phone: 'Add a phone number; many recruiters call first.',
  check_contact_city: 'Add your city: ATS filters often search by location.',
  check_date_unreadable:
    '"{{text}}" is not a date an ATS can read; write a month and year such as "Mar 2021".',
  check_action_verb: 'Start with an action verb (Led, Built, Reduced...): "{{bullet}}"',
  check_add_number: 'Add a number if you have one (how many, how much, how often): "{{bullet}}"',
  check_long_bullet: 'This bullet runs over two lines; keep one idea per bullet.',
  check_pronouns: 'Leave out "I", "my" and "we": resumes are written without pronouns.',
  check_repeated_verb: '"{{verb}}" starts {{count}} bullets; vary the verbs.',
  check_buzzwords: 'Show it instead of saying it: "{{words}}" tells a recruiter little.',
  check_summary_missing: 'Add a two- or three-line summary that names the job you want.',
  check_summary_pronouns: 'Leave out "I", "my" and "we" in the summary.',
  check_summary_target: 'Name the target job ("{{job}}") in your summary.',
  check_heading: 'ATS look for standard headings; "{{title}}" may not be recognised.',
  ats_cause_dates: 'The reader did not understand these dates as written in the {{file}}.',
  ats_fix_dates:
    'Pick the month from the date picker, or choose a date format with the month and the year (Design > Date format).',
  ats_cause_moved: 'The skill was read into another section: its heading was not recognised as Skills.',
  ats_fix_moved: "Keep the heading 'Skills' (Design > Sections) and list each skill as its own entry.",
  ats_cause_merged: 'Two bullets were read as one: the break between them did not reach the reader.',
  ats_fix_merged:
    'Make each achievement its own bullet in the editor, and keep each bullet to one or two lines.',
  ats_cause_split:
    'One bullet was read as several: a line break inside it looks like the start of a new bullet.',
  ats_fix_split: 'Remove the line breaks inside this bullet.',
  ats_cause_missing:
    'The reader found nothing here in {{where}} of the {{file}} made with the {{template}} template.',
  ats_cause_different:
    'The reader got different text from {{where}} of the {{file}} made with the {{template}} template.',
  ats_fix_name:
    'Choose a template with the name in plain text at the top (the {{template}} template may place it where the reader does not look).',
  ats_fix_contact:
    'Write it out in full in Contact info, on its own; a one-column template keeps the contact line together.',
  ats_fix_link: 'Write the address out in full (https://...), not only as a linked word.',
  ats_fix_job:
    'Give the job title and the company each their own field; a one-column template keeps them on one heading line.',
  ats_fix_date: 'Pick the month from the date picker.',
  ats_fix_bullet:
    'Avoid symbols and tables inside bullets; a one-column template keeps bullets in reading order.',
  ats_fix_education:
    'Fill the school and the degree in their own fields; a one-column template keeps them together.',
  ats_fix_skill: "Keep the heading 'Skills' and list each skill as its own entry.",
} as const;

export type ErrorTextCode = keyof typeof EN;

/** The catalog of one language other than English: every code, with English's placeholders. */
export type ErrorTexts = Readonly<Record<ErrorTextCode, string>>;

/** The generic texts answer the code of their status (ERROR_CODE_BY_STATUS); every other its own. */
export const GENERIC_ERROR_CODES: ReadonlySet<ErrorTextCode> = new Set<ErrorTextCode>([
  'not_signed_in',
  'forbidden',
  'not_found',
  'invalid_request',
  'bad_request',
  'malformed_json',
  'empty_body',
  'body_too_large',
  'unsupported_media_type',
  'invalid_content_length',
  'rate_limited',
  'rate_limited_retry',
  'server_error',
]);
