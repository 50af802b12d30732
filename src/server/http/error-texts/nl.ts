import { FRESH_SIGN_IN_MINUTES } from '../../../domain/account-api';
import { MAX_COVER_LETTERS_PER_USER } from '../../../domain/cover-letter-api';
import { MAX_DRAFTS_PER_USER } from '../../../domain/draft-api';
import { MAX_CONTACTS_PER_JOB } from '../../../domain/job-contacts-api';
import { JOB_CSV_MAX_ROWS } from '../../../domain/job-csv-api';
import { MAX_EVENTS_PER_JOB } from '../../../domain/job-events-api';
import { MAX_JOB_DESCRIPTION_CHARS } from '../../../domain/job-match-api';
import { MAX_JOBS_PER_USER } from '../../../domain/jobs-api';
import { MAX_TOKENS_PER_USER } from '../../../domain/personal-token-api';
import type { ErrorTexts } from './en';

export const NL: ErrorTexts = {
  not_signed_in: 'Je bent niet ingelogd',
  forbidden: 'Je hebt geen toestemming om dit te doen',
  not_found: 'Niet gevonden',
  invalid_request: 'Ongeldig verzoek',
  bad_request: 'Ongeldig verzoek',
  malformed_json: 'De JSON-inhoud van het verzoek is ongeldig',
  empty_body: 'Het verzoek is leeg',
  body_too_large: 'Het verzoek is te groot',
  unsupported_media_type: 'Niet-ondersteund inhoudstype',
  invalid_content_length: 'Ongeldige inhoudslengte',
  rate_limited: 'Te veel verzoeken. Probeer het later opnieuw.',
  rate_limited_retry: 'Te veel verzoeken. Probeer het over {{seconds}} seconden opnieuw.',
  server_error: 'Er ging iets mis. Probeer het opnieuw.',

  cross_site_refused: 'Verzoek van een andere website geweigerd',
  first_name_required: 'Voornaam is verplicht',
  first_name_too_short: 'De voornaam moet minstens {{min}} tekens lang zijn',
  first_name_too_long: 'De voornaam moet korter zijn dan {{max}} tekens',
  last_name_required: 'Achternaam is verplicht',
  last_name_too_short: 'De achternaam moet minstens {{min}} tekens lang zijn',
  last_name_too_long: 'De achternaam moet korter zijn dan {{max}} tekens',
  email_required: 'E-mailadres is verplicht',
  email_invalid: 'Vul een geldig e-mailadres in',
  email_too_long: 'Het e-mailadres moet korter zijn dan {{max}} tekens',
  password_required: 'Wachtwoord is verplicht',
  password_too_short: 'Het wachtwoord moet minstens {{min}} tekens lang zijn',
  password_too_long: 'Het wachtwoord moet korter zijn dan {{max}} tekens',
  password_needs_uppercase: 'Het wachtwoord moet minstens één hoofdletter bevatten',
  password_needs_lowercase: 'Het wachtwoord moet minstens één kleine letter bevatten',
  password_needs_number: 'Het wachtwoord moet minstens één cijfer bevatten',
  passwords_dont_match: 'De wachtwoorden komen niet overeen',
  confirm_password_required: 'Bevestig je wachtwoord',
  reset_token_required: 'De herstelcode ontbreekt',
  invalid_reset_link:
    'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen. Vraag opnieuw aan om je wachtwoord opnieuw in te stellen.',
  email_taken: 'Er bestaat al een account met dit e-mailadres',
  invalid_login: 'Ongeldig e-mailadres of wachtwoord',
  unverified_email_taken:
    'Er bestaat al een account met dit e-mailadres. Log in met je wachtwoord en probeer het dan opnieuw.',
  provider_shared_no_email: 'De provider heeft geen e-mailadres gedeeld.',
  provider_not_configured: 'Inloggen met {{provider}} is niet ingesteld',
  provider_unavailable: 'Inloggen met {{provider}} is nu niet beschikbaar. Probeer het later opnieuw.',
  two_factor_session_expired: 'Het inloggen duurde te lang. Vul je e-mailadres en wachtwoord opnieuw in.',
  invalid_token: 'Dit token is ongeldig, verlopen of ingetrokken',
  read_only_token: 'Dit token kan alleen lezen: maak een token voor lezen en schrijven om iets te wijzigen',
  cookie_only:
    'Een token kan niet wijzigen hoe het account inlogt, en ook niet de tokens of betalingen ervan: doe dit in Accountinstellingen',
  mcp_token_required:
    'De MCP-server heeft een persoonlijk toegangstoken of een OAuth-toegangstoken nodig: stuur het als Authorization: Bearer <token>',
  authorization_expired: 'Dit autorisatieverzoek is verlopen. Begin opnieuw vanuit je assistent.',
  assistant_not_found: 'Deze gekoppelde assistent bestaat niet',

  password_to_confirm_required: 'Vul je wachtwoord in om te bevestigen dat jij het bent',
  wrong_password: 'Het wachtwoord is onjuist',
  current_password_required: 'Het huidige wachtwoord is verplicht',
  wrong_current_password: 'Het huidige wachtwoord is onjuist',
  same_password: 'Het nieuwe wachtwoord moet anders zijn dan het huidige',
  no_password_to_change:
    'Dit account logt in via een provider en heeft geen wachtwoord om te wijzigen. Gebruik "Wachtwoord vergeten" om er een in te stellen.',
  confirm_email_mismatch: 'Het ingevulde e-mailadres komt niet overeen met het e-mailadres van dit account',
  fresh_sign_in_required: `Log voor je veiligheid uit en opnieuw in bij je provider, en probeer het dan binnen ${FRESH_SIGN_IN_MINUTES} minuten opnieuw.`,
  export_taking_long:
    'De export van je gegevens duurt langer dan normaal. Probeer het over een minuut opnieuw.',
  email_in_use: 'Een ander account gebruikt dit e-mailadres al',
  same_email: 'Dit is al je e-mailadres',
  invalid_email_change_link:
    'Deze bevestigingslink is ongeldig, al gebruikt of verlopen. Vraag de wijziging opnieuw aan in Accountinstellingen.',
  email_already_confirmed: 'Je e-mailadres is al bevestigd',
  unknown_interface_language: 'Kies een van de talen van de interface: {{languages}}',
  code_required: 'Vul de 6-cijferige code uit je authenticator-app in',
  wrong_code: 'Die code klopt niet of is verlopen. Probeer de nieuwste code.',
  two_factor_already_on: 'Inloggen in twee stappen staat al aan',
  two_factor_not_on: 'Inloggen in twee stappen staat niet aan',
  session_not_found: 'Sessie niet gevonden',
  too_many_tokens: `Je hebt ${MAX_TOKENS_PER_USER} tokens. Trek eerst een token in dat je niet meer gebruikt.`,
  token_not_found: 'Token niet gevonden',
  token_name_required: 'Geef het token een naam, zoals de assistent of het script dat het gebruikt',
  token_scope_invalid: 'Kies lezen, of lezen en schrijven',
  token_expiry_invalid: 'Kies 30, 90 of 365 dagen, of geen vervaldatum',
  token_name_too_long: 'De naam mag hoogstens {{max}} tekens lang zijn',
  passkey_not_verified: 'Deze passkey kon niet worden geverifieerd. Probeer het opnieuw.',
  passkey_request_expired: 'Het passkey-verzoek is verlopen. Probeer het opnieuw.',
  passkey_sign_in_failed:
    'Inloggen met deze passkey is mislukt. Probeer het opnieuw of gebruik je wachtwoord.',
  passkey_already_added: 'Deze passkey is al toegevoegd',
  passkey_not_found: 'Passkey niet gevonden',
  passkey_name_required: 'Geef de passkey een naam',
  passkey_name_too_long: 'De naam mag hoogstens {{max}} tekens lang zijn',
  provider_cancel_failed:
    'We konden je abonnement niet opzeggen bij de betaalprovider, dus er is niets verwijderd. Probeer het over een paar minuten opnieuw of neem contact op met support.',

  unknown_plan: 'Onbekend pakket',
  invalid_origin: 'Ongeldige herkomst',
  nothing_to_cancel: 'Je hebt geen actief abonnement om op te zeggen',
  unknown_checkout: 'Onbekende betaalsessie',
  checkout_amount_mismatch: 'Het betaalde bedrag komt niet overeen met het pakket',
  invalid_webhook_signature: 'Ongeldige webhookhandtekening',
  resume_not_found: 'Cv niet gevonden',
  checkout_failed: 'De betaalsessie kon niet worden aangemaakt',
  checkout_not_found: 'Betaalsessie niet gevonden',
  checkout_already_completed: 'Deze betaalsessie is al afgerond',
  checkout_closed: 'Deze betaalsessie is niet meer open',

  draft_limit: `Je kunt hoogstens ${MAX_DRAFTS_PER_USER} cv-concepten bewaren. Verwijder er een om een nieuw te maken.`,
  draft_not_found: 'Cv-concept niet gevonden',
  resume_title_required: 'De titel van het cv is verplicht',
  resume_title_too_long: 'De titel van het cv mag hoogstens {{max}} tekens lang zijn',
  draft_conflict:
    'Dit cv is gewijzigd in een ander tabblad of op een ander apparaat. Kies welke versie je wilt houden.',
  paid_status_refused: "De status moet 'draft' of 'pending' zijn",
  version_not_whole: 'De versie moet een geheel getal zijn',
  version_too_small: 'De versie moet minstens 1 zijn',
  version_not_found: 'Versie niet gevonden',
  migration_key_invalid: 'Ongeldige migratiesleutel',
  other_users_drafts: 'Je kunt de concepten van een andere gebruiker niet opvragen',
  if_match_required:
    'Stuur de versie van het concept mee in If-Match (de `version` van GET /api/resume-drafts/{id}), zodat er geen wijziging verloren gaat',
  patch_not_array: 'Een JSON Patch is een lijst met bewerkingen (RFC 6902)',
  patch_too_long: 'Een patch heeft hoogstens {{max}} bewerkingen',
  export_needs_plan:
    'Om te downloaden heb je een actief pakket nodig. Kies een pakket om je cv te downloaden.',
  letter_export_needs_plan:
    'Om te downloaden heb je een actief pakket nodig. Kies een pakket om je sollicitatiebrief te downloaden.',
  download_link_invalid: 'Deze downloadlink is ongeldig of verlopen. Vraag je assistent om een nieuwe.',
  download_link_other_account:
    'Deze downloadlink hoort bij een ander account. Log uit, of vraag om een eigen link.',
  downloads_not_enabled: 'De eigenaar van dit cv heeft downloaden niet aangezet',
  share_enabled_invalid: 'enabled moet true of false zijn',
  share_password_too_long: 'Het wachtwoord mag hoogstens {{max}} tekens lang zijn',
  invalid_resume: 'Ongeldig cv',
  resume_shape_invalid: 'Het cv heeft niet de verwachte vorm',
  text_too_long: 'Mag hoogstens {{max}} tekens lang zijn',
  too_many_items: 'Hoogstens {{max}} items',
  invalid_id: 'Ongeldige id',
  valid_email_required: 'Een geldig e-mailadres is verplicht',
  url_invalid: 'Vul een geldige URL in',
  font_size_not_whole: 'De lettergrootte moet een geheel getal zijn',
  font_size_too_small: 'De lettergrootte moet minstens {{min}} zijn',
  font_size_too_large: 'De lettergrootte mag hoogstens {{max}} zijn',
  unknown_section: 'Onbekend onderdeel',
  too_many_sections: 'Hoogstens {{max}} onderdelen',
  section_title_required: 'De titel van het onderdeel is verplicht',
  unknown_font_family: 'Onbekend lettertype',
  line_spacing_not_number: 'De regelafstand moet een getal zijn',
  line_spacing_too_small: 'De regelafstand moet minstens {{min}} zijn',
  line_spacing_too_large: 'De regelafstand mag hoogstens {{max}} zijn',
  section_spacing_not_number: 'De ruimte tussen onderdelen moet een getal zijn',
  section_spacing_too_small: 'De ruimte tussen onderdelen moet minstens {{min}} zijn',
  section_spacing_too_large: 'De ruimte tussen onderdelen mag hoogstens {{max}} zijn',
  margin_not_number: 'De marge moet een getal zijn',
  margin_too_small: 'De marge moet minstens {{min}} mm zijn',
  margin_too_large: 'De marge mag hoogstens {{max}} mm zijn',
  unknown_date_format: 'Onbekende datumnotatie',
  unknown_resume_language: 'Onbekende taal van het cv',
  unknown_photo_shape: 'Onbekende fotovorm',
  job_title_required: 'Functietitel is verplicht',
  company_required: 'Bedrijf is verplicht',
  start_date_required: 'Startdatum is verplicht',
  institution_required: 'Onderwijsinstelling is verplicht',
  degree_required: 'Opleiding is verplicht',
  skill_name_required: 'De naam van de vaardigheid is verplicht',
  summary_too_short: 'De profieltekst moet minstens 10 tekens lang zijn',
  summary_too_long: 'De profieltekst moet korter zijn dan 500 tekens',
  professional_summary_too_short: 'De profieltekst moet minstens 10 tekens lang zijn',

  photo_too_large: 'De foto is groter dan 5 MB',
  photo_not_found: 'Geen foto geüpload',
  photo_not_an_image:
    'Upload een PNG- of JPEG-afbeelding (SVG, GIF, WebP en andere bestanden worden niet geaccepteerd)',
  photo_unreadable:
    'Deze afbeelding kon niet worden gelezen; sla haar opnieuw op als PNG of JPEG en probeer het nog eens',
  photo_too_many_pixels: 'Deze afbeelding heeft te veel pixels; gebruik er een onder 40 megapixel',

  job_limit: `Je kunt hoogstens ${MAX_JOBS_PER_USER} vacatures bewaren. Verwijder er een om een nieuwe toe te voegen.`,
  job_not_found: 'Vacature niet gevonden',
  job_link_invalid: 'Vul een webadres in dat begint met http:// of https://',
  job_link_too_long: 'De link mag hoogstens {{max}} tekens lang zijn',
  job_status_invalid: 'De status moet een van deze zijn: {{statuses}}',
  resume_to_tailor_required: 'Kies een cv om aan te passen',
  move_index_invalid: 'De plek in de kolom moet een geheel getal vanaf 0 zijn',
  job_description_not_text: 'De vacaturetekst moet tekst zijn',
  notes_not_text: 'Notities moeten tekst zijn',
  notes_too_long: 'Notities mogen hoogstens {{max}} tekens lang zijn',
  contact_name_required: 'Vul de naam van de contactpersoon in',
  contact_linkedin_invalid: 'Vul een LinkedIn-adres in dat begint met https://www.linkedin.com/',
  contacts_too_many: `Een vacature kan hoogstens ${MAX_CONTACTS_PER_JOB} contactpersonen hebben`,
  next_step_date_invalid: 'Vul de datum in als JJJJ-MM-DD',
  archive_reason_invalid: 'De reden moet een van deze zijn: {{reasons}}',
  contact_id_invalid: 'De id van de contactpersoon moet 1 tot 64 letters, cijfers of streepjes zijn',
  job_description_required: 'Plak de vacaturetekst',
  job_description_too_long: `De vacaturetekst mag hoogstens ${MAX_JOB_DESCRIPTION_CHARS.toLocaleString('nl')} tekens lang zijn`,
  event_not_found: 'Afspraak niet gevonden',
  event_kind_invalid: 'Het soort moet een van deze zijn: {{kinds}}',
  event_date_invalid: 'De datum moet een echte dag zijn, geschreven als JJJJ-MM-DD',
  event_time_invalid: 'De tijd moet geschreven worden als HH:MM (24 uur)',
  event_time_zone_invalid: 'De tijdzone moet een IANA-naam zijn, zoals Europe/Amsterdam',
  event_limit: `Een vacature kan hoogstens ${MAX_EVENTS_PER_JOB} datums hebben. Verwijder er een om een nieuwe toe te voegen.`,
  event_title_too_long: 'De titel mag hoogstens {{max}} tekens lang zijn',
  event_note_too_long: 'De notitie mag hoogstens {{max}} tekens lang zijn',
  calendar_feed_not_found: 'Agendafeed niet gevonden',
  sent_resume_required: 'Kies het cv dat je hebt verstuurd',
  link_invalid_url: 'Vul het webadres van de vacature in, beginnend met http:// of https://.',
  link_not_public:
    'Dat adres staat niet op het openbare internet en kan dus niet worden gelezen. Plak in plaats daarvan de vacaturetekst.',
  link_too_many_redirects:
    'Die pagina stuurt bezoekers te vaak door. Plak in plaats daarvan de vacaturetekst.',
  link_too_large: 'Die pagina is groter dan 2 MB. Plak in plaats daarvan de vacaturetekst.',
  link_timeout:
    'Die pagina deed er langer dan 5 seconden over om te antwoorden. Probeer het opnieuw of plak de vacaturetekst.',
  link_not_html: 'Dat adres is een bestand, geen webpagina. Plak in plaats daarvan de vacaturetekst.',
  link_needs_sign_in: 'Voor die pagina moet je inloggen; plak in plaats daarvan de tekst.',
  link_not_found: 'Die pagina is niet gevonden. Controleer de link of plak de vacaturetekst.',
  link_unreachable: 'Die pagina was niet bereikbaar. Controleer de link of plak de vacaturetekst.',
  link_no_posting: 'Op die pagina is geen vacature gevonden. Plak in plaats daarvan de vacaturetekst.',

  upload_unreadable: 'Het geüploade bestand kon niet worden gelezen; probeer het opnieuw',
  csv_no_file: 'Kies een CSV-bestand om te importeren',
  csv_too_large: 'Het bestand is groter dan 1 MB. Splits het in kleinere bestanden.',
  csv_too_many_rows: `Het bestand heeft meer dan ${JOB_CSV_MAX_ROWS.toLocaleString('nl')} rijen. Splits het in kleinere bestanden.`,
  csv_empty: 'Het bestand heeft geen rijen onder de kopregel',
  csv_not_text: 'Dit is geen CSV-bestand: sla de spreadsheet op als CSV en probeer het opnieuw',
  csv_mapping_invalid:
    'De koppeling van de kolommen kon niet worden gelezen; controleer de kolommen en probeer het opnieuw',
  csv_mapping_length: 'De koppeling moet voor elke kolom van het bestand een veld of "ignore" noemen',
  csv_title_unmapped: 'Kies de kolom met de functietitel',
  csv_company_unmapped: 'Kies de kolom met het bedrijf',
  csv_field_twice: 'Er kan maar één kolom aan {{field}} worden gekoppeld',
  csv_quote_not_closed:
    'Het bestand kon niet als CSV worden gelezen: een cel tussen aanhalingstekens wordt nooit gesloten',
  csv_quote_not_closed_at:
    'Het bestand kon niet als CSV worden gelezen (rond regel {{line}}): een cel tussen aanhalingstekens wordt nooit gesloten',
  csv_quote_not_doubled:
    'Het bestand kon niet als CSV worden gelezen: een aanhalingsteken in een cel is niet verdubbeld',
  csv_quote_not_doubled_at:
    'Het bestand kon niet als CSV worden gelezen (rond regel {{line}}): een aanhalingsteken in een cel is niet verdubbeld',
  csv_rows_unreadable: 'Het bestand kon niet als CSV worden gelezen: de rijen konden niet worden gelezen',
  csv_rows_unreadable_at:
    'Het bestand kon niet als CSV worden gelezen (rond regel {{line}}): de rijen konden niet worden gelezen',

  cover_letter_limit: `Je kunt hoogstens ${MAX_COVER_LETTERS_PER_USER} sollicitatiebrieven bewaren. Verwijder er een om een nieuwe te maken.`,
  cover_letter_not_found: 'Sollicitatiebrief niet gevonden',
  cover_letter_title_required: 'De titel van de sollicitatiebrief is verplicht',
  cover_letter_title_too_long: 'De titel van de sollicitatiebrief mag hoogstens {{max}} tekens lang zijn',
  cover_letter_conflict:
    'Deze sollicitatiebrief is gewijzigd in een ander tabblad of op een ander apparaat. Kies welke versie je wilt houden.',
  linked_item_gone: 'Het gekoppelde cv of de gekoppelde vacature bestaat niet meer',
  linked_resume_not_found: 'Kies een van je cv’s',
  linked_job_not_found: 'Kies een van je bewaarde vacatures',

  import_no_file: 'Kies een bestand om te importeren',
  import_not_json: 'Dit bestand is geen geldige JSON',
  import_not_pdf: 'Dit bestand is geen pdf',
  import_not_docx: 'Dit bestand is geen Word-document',
  import_not_zip: 'Dit bestand is geen ZIP-archief',
  import_not_resume: 'Deze JSON is geen JSON Resume (basics, work, education...) en ook geen Resumable-cv',
  import_nothing: 'Dit cv-bestand bevat niets wat we kunnen importeren',
  import_nothing_wrong_types:
    'Dit cv-bestand bevat niets wat we kunnen importeren: {{parts}} hadden het verkeerde type',
  import_zip_too_big:
    'Deze ZIP is uitgepakt groter dan we accepteren; upload de LinkedIn-export zoals je hem hebt gedownload',
  import_zip_too_many_files: 'Deze ZIP bevat te veel bestanden voor een LinkedIn-gegevensexport',
  import_zip_damaged: 'Dit ZIP-archief is beschadigd en kon niet worden gelezen',
  import_not_linkedin:
    'Deze ZIP bevat geen van de exportbestanden van LinkedIn (Profile.csv, Positions.csv, Education.csv, Skills.csv)',
  import_pdf_encrypted:
    'Deze pdf is met een wachtwoord beveiligd; sla een kopie zonder wachtwoord op en upload die',
  import_pdf_damaged: 'Deze pdf is beschadigd en kon niet worden gelezen',
  import_pdf_too_many_pages:
    'Deze pdf heeft {{pages}} pagina’s; een cv dat we kunnen lezen heeft er hoogstens 10',
  import_pdf_no_text:
    'Deze pdf bevat geen tekst die we kunnen lezen (hij lijkt gescand of uit afbeeldingen te bestaan); upload het oorspronkelijke Word- of pdf-bestand',
  import_docx_damaged: 'Dit Word-document is beschadigd en kon niet worden gelezen',
  import_docx_no_text: 'Dit Word-document bevat geen tekst om te importeren',
  import_too_slow: 'Het lezen van dit bestand duurde te lang; probeer een kleiner bestand',
  import_too_large: 'Het bestand is groter dan 10 MB',
  import_unsupported_type:
    'Niet-ondersteund bestandstype: upload een pdf, een Word-document (.docx), een JSON Resume (.json) of een LinkedIn-gegevensexport (.zip)',
  import_send_a_file: 'Stuur een bestand als multipart/form-data of een JSON-body {jsonResume}',
  ats_unsupported_type: 'Niet-ondersteund bestandstype: upload een pdf of een Word-document (.docx)',
  ats_format_invalid: 'Kies pdf of docx',

  import_warning_no_field: '{{path}}: "{{text}}" heeft geen eigen veld en is weggelaten',
  import_warning_no_sections:
    'Er is geen onderdeel werkervaring of opleiding gevonden: controleer de onderdelen hieronder',
  import_warning_school_notes_unnamed:
    'De notities en activiteiten van een onderwijsinstelling passen niet in het cv en zijn weggelaten',
  import_warning_school_notes:
    'De notities en activiteiten van {{school}} passen niet in het cv en zijn weggelaten',
  import_warning_shortened: '{{where}} is ingekort tot {{max}} tekens',
  import_warning_items_kept: '{{where}}: alleen de eerste {{max}} items zijn bewaard',
  import_warning_unnamed_profile_user_name:
    'De gebruikersnaam van het profiel "{{username}}" is weggelaten: alleen het adres is bewaard',
  import_warning_profile_user_name:
    'De {{network}}-gebruikersnaam "{{username}}" is weggelaten: alleen het adres is bewaard',
  import_warning_value_left_out: '{{where}} ("{{value}}") is weggelaten: {{reason}}',
  import_warning_left_out: '{{where}} is weggelaten: {{reason}}',
  import_warning_unreadable_parts: 'Delen van het bestand konden niet worden gelezen',
  import_warning_no_place: '{{path}} past niet in het cv en is weggelaten',
  import_warning_skill_level: 'Vaardigheid "{{name}}": het niveau "{{level}}" is gelezen als gemiddeld',
  import_shape_list: '{{path}} hoort een lijst te zijn, niet {{type}}: weggelaten',
  import_shape_object: '{{path}} hoort een object te zijn, niet {{type}}: weggelaten',

  check_contact_name: 'Zet je naam bovenaan je cv.',
  check_contact_email: 'Voeg een e-mailadres toe, zodat een recruiter je kan bereiken.',
  check_contact_phone: 'Voeg een telefoonnummer toe; veel recruiters bellen eerst.',
  check_contact_city: 'Voeg je woonplaats toe: ATS-filters zoeken vaak op locatie.',
  check_date_unreadable:
    '"{{text}}" is geen datum die een ATS kan lezen; schrijf een maand en een jaar, zoals "Mar 2021".',
  check_action_verb: 'Begin met een actiewerkwoord (Led, Built, Reduced...): "{{bullet}}"',
  check_add_number: 'Voeg een getal toe als je er een hebt (hoeveel, hoe vaak): "{{bullet}}"',
  check_long_bullet: 'Dit opsommingspunt is langer dan twee regels; houd één idee per opsommingspunt.',
  check_pronouns: 'Laat "I", "my" en "we" weg: een cv schrijf je zonder voornaamwoorden.',
  check_repeated_verb: '"{{verb}}" begint {{count}} opsommingspunten; wissel de werkwoorden af.',
  check_buzzwords: 'Laat het zien in plaats van het te zeggen: "{{words}}" zegt een recruiter weinig.',
  check_summary_missing:
    'Voeg een profieltekst van twee of drie regels toe die de functie noemt die je zoekt.',
  check_summary_pronouns: 'Laat "I", "my" en "we" weg in de profieltekst.',
  check_summary_target: 'Noem de functie die je zoekt ("{{job}}") in je profieltekst.',
  check_heading: 'ATS zoeken naar standaardkoppen; "{{title}}" wordt misschien niet herkend.',
  ats_cause_dates: 'Het leessysteem begreep deze datums niet zoals ze in het {{file}} staan.',
  ats_fix_dates:
    'Kies de maand in de datumkiezer, of kies een datumnotatie met de maand en het jaar (Vormgeving > Datumnotatie).',
  ats_cause_moved: 'De vaardigheid is in een ander onderdeel gelezen: de kop werd niet herkend als Skills.',
  ats_fix_moved: "Houd de kop 'Skills' (Vormgeving > Onderdelen) en zet elke vaardigheid als eigen item.",
  ats_cause_merged:
    'Twee opsommingspunten zijn als één gelezen: de scheiding ertussen kwam niet aan bij het leessysteem.',
  ats_fix_merged:
    'Maak van elke prestatie een eigen opsommingspunt in de editor, en houd elk punt op één of twee regels.',
  ats_cause_split:
    'Eén opsommingspunt is als meerdere gelezen: een regeleinde erin lijkt het begin van een nieuw punt.',
  ats_fix_split: 'Haal de regeleinden uit dit opsommingspunt.',
  ats_cause_missing:
    'Het leessysteem vond hier niets in {{where}} van het {{file}} gemaakt met het sjabloon {{template}}.',
  ats_cause_different:
    'Het leessysteem las andere tekst uit {{where}} van het {{file}} gemaakt met het sjabloon {{template}}.',
  ats_fix_name:
    'Kies een sjabloon met de naam als gewone tekst bovenaan (het sjabloon {{template}} zet hem misschien waar het leessysteem niet kijkt).',
  ats_fix_contact:
    'Schrijf het volledig uit bij Contactgegevens, los; een sjabloon met één kolom houdt de contactregel bij elkaar.',
  ats_fix_link: 'Schrijf het adres volledig uit (https://...), niet alleen als gekoppeld woord.',
  ats_fix_job:
    'Geef de functietitel en het bedrijf elk een eigen veld; een sjabloon met één kolom houdt ze op één kopregel.',
  ats_fix_date: 'Kies de maand in de datumkiezer.',
  ats_fix_bullet:
    'Vermijd symbolen en tabellen in opsommingspunten; een sjabloon met één kolom houdt de punten in leesvolgorde.',
  ats_fix_education:
    'Vul de onderwijsinstelling en de opleiding in hun eigen velden in; een sjabloon met één kolom houdt ze bij elkaar.',
  ats_fix_skill: "Houd de kop 'Skills' en zet elke vaardigheid als eigen item.",
};
