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

export const DE: ErrorTexts = {
  not_signed_in: 'Sie sind nicht angemeldet',
  forbidden: 'Dazu fehlt Ihnen die Berechtigung',
  not_found: 'Nicht gefunden',
  invalid_request: 'Ungültige Anfrage',
  bad_request: 'Ungültige Anfrage',
  malformed_json: 'Der JSON-Inhalt der Anfrage ist fehlerhaft',
  empty_body: 'Die Anfrage hat keinen Inhalt',
  body_too_large: 'Die Anfrage ist zu groß',
  unsupported_media_type: 'Nicht unterstützter Inhaltstyp',
  invalid_content_length: 'Ungültige Inhaltslänge',
  rate_limited: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  rate_limited_retry: 'Zu viele Anfragen. Bitte versuchen Sie es in {{seconds}} Sekunden erneut.',
  server_error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',

  cross_site_refused: 'Anfrage von einer anderen Website abgelehnt',
  first_name_required: 'Der Vorname ist erforderlich',
  first_name_too_short: 'Der Vorname muss mindestens {{min}} Zeichen lang sein',
  first_name_too_long: 'Der Vorname muss kürzer als {{max}} Zeichen sein',
  last_name_required: 'Der Nachname ist erforderlich',
  last_name_too_short: 'Der Nachname muss mindestens {{min}} Zeichen lang sein',
  last_name_too_long: 'Der Nachname muss kürzer als {{max}} Zeichen sein',
  email_required: 'Die E-Mail-Adresse ist erforderlich',
  email_invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  email_too_long: 'Die E-Mail-Adresse muss kürzer als {{max}} Zeichen sein',
  password_required: 'Das Passwort ist erforderlich',
  password_too_short: 'Das Passwort muss mindestens {{min}} Zeichen lang sein',
  password_too_long: 'Das Passwort muss kürzer als {{max}} Zeichen sein',
  password_needs_uppercase: 'Das Passwort muss mindestens einen Großbuchstaben enthalten',
  password_needs_lowercase: 'Das Passwort muss mindestens einen Kleinbuchstaben enthalten',
  password_needs_number: 'Das Passwort muss mindestens eine Ziffer enthalten',
  passwords_dont_match: 'Die Passwörter stimmen nicht überein',
  confirm_password_required: 'Bitte bestätigen Sie Ihr Passwort',
  reset_token_required: 'Der Code zum Zurücksetzen fehlt',
  invalid_reset_link:
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie erneut an, Ihr Passwort zurückzusetzen.',
  email_taken: 'Ein Konto mit dieser E-Mail-Adresse existiert bereits',
  invalid_login: 'E-Mail-Adresse oder Passwort ist falsch',
  unverified_email_taken:
    'Ein Konto mit dieser E-Mail-Adresse existiert bereits. Melden Sie sich mit Ihrem Passwort an und versuchen Sie es dann erneut.',
  provider_shared_no_email: 'Der Anbieter hat keine E-Mail-Adresse übermittelt.',
  provider_not_configured: 'Die Anmeldung mit {{provider}} ist nicht eingerichtet',
  provider_unavailable:
    'Die Anmeldung mit {{provider}} ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
  two_factor_session_expired:
    'Ihre Anmeldung hat zu lange gedauert. Geben Sie Ihre E-Mail-Adresse und Ihr Passwort erneut ein.',
  invalid_token: 'Dieses Token ist ungültig, abgelaufen oder widerrufen',
  read_only_token:
    'Dieses Token kann nur lesen: Erstellen Sie ein Token mit Lese- und Schreibzugriff, um etwas zu ändern',
  cookie_only:
    'Ein Token kann weder die Anmeldung des Kontos noch seine Tokens oder Zahlungen ändern: Tun Sie das in den Kontoeinstellungen',
  mcp_token_required:
    'Der MCP-Server braucht ein persönliches Zugriffstoken oder ein OAuth-Zugriffstoken: Senden Sie es als Authorization: Bearer <token>',
  authorization_expired:
    'Diese Autorisierungsanfrage ist abgelaufen. Beginnen Sie erneut in Ihrem Assistenten.',
  assistant_not_found: 'Diesen verbundenen Assistenten gibt es nicht',

  password_to_confirm_required: 'Geben Sie Ihr Passwort ein, um zu bestätigen, dass Sie es sind',
  wrong_password: 'Das Passwort ist falsch',
  current_password_required: 'Das aktuelle Passwort ist erforderlich',
  wrong_current_password: 'Das aktuelle Passwort ist falsch',
  same_password: 'Das neue Passwort muss sich vom aktuellen unterscheiden',
  no_password_to_change:
    'Dieses Konto meldet sich über einen Anbieter an und hat kein Passwort, das sich ändern ließe. Nutzen Sie „Passwort vergessen“, um eines festzulegen.',
  confirm_email_mismatch: 'Die eingegebene E-Mail-Adresse stimmt nicht mit der dieses Kontos überein',
  fresh_sign_in_required: `Melden Sie sich zu Ihrer Sicherheit ab und mit Ihrem Anbieter erneut an, und versuchen Sie es dann innerhalb von ${FRESH_SIGN_IN_MINUTES} Minuten erneut.`,
  export_taking_long:
    'Der Export Ihrer Daten dauert länger als üblich. Bitte versuchen Sie es in einer Minute erneut.',
  email_in_use: 'Ein anderes Konto verwendet diese E-Mail-Adresse bereits',
  same_email: 'Das ist bereits Ihre E-Mail-Adresse',
  invalid_email_change_link:
    'Dieser Bestätigungslink ist ungültig, bereits verwendet oder abgelaufen. Fordern Sie die Änderung in den Kontoeinstellungen erneut an.',
  email_already_confirmed: 'Ihre E-Mail-Adresse ist bereits bestätigt',
  unknown_interface_language: 'Wählen Sie eine der Sprachen der Oberfläche: {{languages}}',
  code_required: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein',
  wrong_code: 'Dieser Code ist falsch oder abgelaufen. Versuchen Sie den neuesten Code.',
  two_factor_already_on: 'Die Zwei-Faktor-Anmeldung ist bereits aktiviert',
  two_factor_not_on: 'Die Zwei-Faktor-Anmeldung ist nicht aktiviert',
  session_not_found: 'Sitzung nicht gefunden',
  too_many_tokens: `Sie haben ${MAX_TOKENS_PER_USER} Tokens. Widerrufen Sie zuerst eines, das Sie nicht mehr verwenden.`,
  token_not_found: 'Token nicht gefunden',
  token_name_required:
    'Geben Sie dem Token einen Namen, etwa den des Assistenten oder Skripts, das es verwendet',
  token_scope_invalid: 'Wählen Sie Lesen oder Lesen und Schreiben',
  token_expiry_invalid: 'Wählen Sie 30, 90 oder 365 Tage oder keinen Ablauf',
  token_name_too_long: 'Der Name darf höchstens {{max}} Zeichen lang sein',
  passkey_not_verified: 'Dieser Passkey konnte nicht überprüft werden. Bitte versuchen Sie es erneut.',
  passkey_request_expired: 'Die Passkey-Anfrage ist abgelaufen. Bitte versuchen Sie es erneut.',
  passkey_sign_in_failed:
    'Die Anmeldung mit diesem Passkey ist fehlgeschlagen. Versuchen Sie es erneut oder verwenden Sie Ihr Passwort.',
  passkey_already_added: 'Dieser Passkey ist bereits hinzugefügt',
  passkey_not_found: 'Passkey nicht gefunden',
  passkey_name_required: 'Geben Sie dem Passkey einen Namen',
  passkey_name_too_long: 'Der Name darf höchstens {{max}} Zeichen lang sein',
  provider_cancel_failed:
    'Wir konnten Ihr Abo beim Zahlungsanbieter nicht kündigen, daher wurde nichts gelöscht. Bitte versuchen Sie es in einigen Minuten erneut oder wenden Sie sich an den Support.',

  unknown_plan: 'Unbekannter Tarif',
  invalid_origin: 'Ungültige Herkunft',
  nothing_to_cancel: 'Sie haben kein aktives Abo, das Sie kündigen könnten',
  unknown_checkout: 'Unbekannte Bezahlsitzung',
  checkout_amount_mismatch: 'Der Betrag der Zahlung passt nicht zum Tarif',
  invalid_webhook_signature: 'Ungültige Webhook-Signatur',
  resume_not_found: 'Lebenslauf nicht gefunden',
  checkout_failed: 'Die Bezahlsitzung konnte nicht erstellt werden',
  checkout_not_found: 'Bezahlsitzung nicht gefunden',
  checkout_already_completed: 'Diese Bezahlsitzung ist bereits abgeschlossen',
  checkout_closed: 'Diese Bezahlsitzung ist nicht mehr offen',

  draft_limit: `Sie können höchstens ${MAX_DRAFTS_PER_USER} Lebenslauf-Entwürfe behalten. Löschen Sie einen, um einen neuen zu erstellen.`,
  draft_not_found: 'Lebenslauf-Entwurf nicht gefunden',
  resume_title_required: 'Der Titel des Lebenslaufs ist erforderlich',
  resume_title_too_long: 'Der Titel des Lebenslaufs darf höchstens {{max}} Zeichen lang sein',
  draft_conflict:
    'Dieser Lebenslauf wurde in einem anderen Tab oder auf einem anderen Gerät geändert. Wählen Sie, welche Version Sie behalten möchten.',
  paid_status_refused: "Der Status muss 'draft' oder 'pending' sein",
  version_not_whole: 'Die Version muss eine ganze Zahl sein',
  version_too_small: 'Die Version muss mindestens 1 sein',
  version_not_found: 'Version nicht gefunden',
  migration_key_invalid: 'Ungültiger Migrationsschlüssel',
  other_users_drafts: 'Sie können die Entwürfe anderer Nutzer nicht auflisten',
  if_match_required:
    'Senden Sie die Version des Entwurfs in If-Match (die `version` von GET /api/resume-drafts/{id}), damit keine Änderung verloren geht',
  patch_not_array: 'Ein JSON Patch ist eine Liste von Operationen (RFC 6902)',
  patch_too_long: 'Ein Patch hat höchstens {{max}} Operationen',
  export_needs_plan:
    'Zum Herunterladen brauchen Sie einen aktiven Tarif. Wählen Sie einen Tarif, um Ihren Lebenslauf herunterzuladen.',
  letter_export_needs_plan:
    'Zum Herunterladen brauchen Sie einen aktiven Tarif. Wählen Sie einen Tarif, um Ihr Anschreiben herunterzuladen.',
  download_link_invalid:
    'Dieser Download-Link ist ungültig oder abgelaufen. Bitten Sie Ihren Assistenten um einen neuen.',
  download_link_other_account:
    'Dieser Download-Link gehört zu einem anderen Konto. Melden Sie sich ab oder fordern Sie einen eigenen Link an.',
  downloads_not_enabled: 'Der Inhaber dieses Lebenslaufs hat Downloads nicht freigegeben',
  share_enabled_invalid: 'enabled muss true oder false sein',
  share_password_too_long: 'Das Passwort darf höchstens {{max}} Zeichen lang sein',
  invalid_resume: 'Ungültiger Lebenslauf',
  resume_shape_invalid: 'Der Lebenslauf hat nicht die erwartete Form',
  text_too_long: 'Höchstens {{max}} Zeichen erlaubt',
  too_many_items: 'Höchstens {{max}} Einträge',
  invalid_id: 'Ungültige ID',
  valid_email_required: 'Eine gültige E-Mail-Adresse ist erforderlich',
  url_invalid: 'Bitte geben Sie eine gültige URL ein',
  font_size_not_whole: 'Die Schriftgröße muss eine ganze Zahl sein',
  font_size_too_small: 'Die Schriftgröße muss mindestens {{min}} betragen',
  font_size_too_large: 'Die Schriftgröße darf höchstens {{max}} betragen',
  unknown_section: 'Unbekannter Abschnitt',
  too_many_sections: 'Höchstens {{max}} Abschnitte',
  section_title_required: 'Der Titel des Abschnitts ist erforderlich',
  unknown_font_family: 'Unbekannte Schriftart',
  line_spacing_not_number: 'Der Zeilenabstand muss eine Zahl sein',
  line_spacing_too_small: 'Der Zeilenabstand muss mindestens {{min}} betragen',
  line_spacing_too_large: 'Der Zeilenabstand darf höchstens {{max}} betragen',
  section_spacing_not_number: 'Der Abstand zwischen Abschnitten muss eine Zahl sein',
  section_spacing_too_small: 'Der Abstand zwischen Abschnitten muss mindestens {{min}} betragen',
  section_spacing_too_large: 'Der Abstand zwischen Abschnitten darf höchstens {{max}} betragen',
  margin_not_number: 'Der Rand muss eine Zahl sein',
  margin_too_small: 'Der Rand muss mindestens {{min}} mm betragen',
  margin_too_large: 'Der Rand darf höchstens {{max}} mm betragen',
  unknown_date_format: 'Unbekanntes Datumsformat',
  unknown_resume_language: 'Unbekannte Sprache des Lebenslaufs',
  unknown_photo_shape: 'Unbekannte Fotoform',
  job_title_required: 'Die Berufsbezeichnung ist erforderlich',
  company_required: 'Das Unternehmen ist erforderlich',
  start_date_required: 'Das Anfangsdatum ist erforderlich',
  institution_required: 'Die Bildungseinrichtung ist erforderlich',
  degree_required: 'Der Abschluss ist erforderlich',
  skill_name_required: 'Der Name der Kenntnis ist erforderlich',
  summary_too_short: 'Das Profil muss mindestens 10 Zeichen lang sein',
  summary_too_long: 'Das Profil muss kürzer als 500 Zeichen sein',
  professional_summary_too_short: 'Das Profil sollte mindestens 10 Zeichen lang sein',

  photo_too_large: 'Das Foto ist größer als 5 MB',
  photo_not_found: 'Kein Foto hochgeladen',
  photo_not_an_image:
    'Laden Sie ein PNG- oder JPEG-Bild hoch (SVG, GIF, WebP und andere Dateien werden nicht angenommen)',
  photo_unreadable:
    'Dieses Bild konnte nicht gelesen werden; speichern Sie es erneut als PNG oder JPEG und versuchen Sie es noch einmal',
  photo_too_many_pixels: 'Dieses Bild hat zu viele Pixel; verwenden Sie eines unter 40 Megapixeln',

  job_limit: `Sie können höchstens ${MAX_JOBS_PER_USER} Stellen behalten. Löschen Sie eine, um eine weitere hinzuzufügen.`,
  job_not_found: 'Stelle nicht gefunden',
  job_link_invalid: 'Bitte geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt',
  job_link_too_long: 'Der Link darf höchstens {{max}} Zeichen lang sein',
  job_status_invalid: 'Der Status muss einer der folgenden sein: {{statuses}}',
  resume_to_tailor_required: 'Wählen Sie einen Lebenslauf zum Anpassen',
  move_index_invalid: 'Die Position in der Spalte muss eine ganze Zahl ab 0 sein',
  job_description_not_text: 'Die Stellenbeschreibung muss Text sein',
  notes_not_text: 'Notizen müssen Text sein',
  notes_too_long: 'Notizen dürfen höchstens {{max}} Zeichen lang sein',
  contact_name_required: 'Geben Sie den Namen des Kontakts ein',
  contact_linkedin_invalid: 'Geben Sie eine LinkedIn-Adresse ein, die mit https://www.linkedin.com/ beginnt',
  contacts_too_many: `Eine Stelle kann höchstens ${MAX_CONTACTS_PER_JOB} Kontakte haben`,
  next_step_date_invalid: 'Geben Sie das Datum als JJJJ-MM-TT ein',
  archive_reason_invalid: 'Der Grund muss einer der folgenden sein: {{reasons}}',
  contact_id_invalid: 'Die Kontakt-ID muss aus 1 bis 64 Buchstaben, Ziffern oder Bindestrichen bestehen',
  job_description_required: 'Bitte fügen Sie die Stellenanzeige ein',
  job_description_too_long: `Die Stellenanzeige darf höchstens ${MAX_JOB_DESCRIPTION_CHARS.toLocaleString('de')} Zeichen lang sein`,
  event_not_found: 'Termin nicht gefunden',
  event_kind_invalid: 'Die Art muss eine der folgenden sein: {{kinds}}',
  event_date_invalid: 'Das Datum muss ein echter Tag sein, geschrieben als JJJJ-MM-TT',
  event_time_invalid: 'Die Uhrzeit muss als HH:MM (24 Stunden) geschrieben werden',
  event_time_zone_invalid: 'Die Zeitzone muss ein IANA-Name sein, etwa Europe/Berlin',
  event_limit: `Eine Stelle kann höchstens ${MAX_EVENTS_PER_JOB} Termine haben. Löschen Sie einen, um einen weiteren hinzuzufügen.`,
  event_title_too_long: 'Der Titel darf höchstens {{max}} Zeichen lang sein',
  event_note_too_long: 'Die Notiz darf höchstens {{max}} Zeichen lang sein',
  calendar_feed_not_found: 'Kalender-Feed nicht gefunden',
  sent_resume_required: 'Wählen Sie den Lebenslauf, den Sie gesendet haben',
  link_invalid_url:
    'Bitte geben Sie die Webadresse der Stellenanzeige ein, beginnend mit http:// oder https://.',
  link_not_public:
    'Diese Adresse liegt nicht im öffentlichen Internet und kann daher nicht gelesen werden. Fügen Sie stattdessen den Text der Anzeige ein.',
  link_too_many_redirects:
    'Diese Seite leitet Besucher zu oft weiter. Fügen Sie stattdessen den Text der Anzeige ein.',
  link_too_large: 'Diese Seite ist größer als 2 MB. Fügen Sie stattdessen den Text der Anzeige ein.',
  link_timeout:
    'Diese Seite hat länger als 5 Sekunden nicht geantwortet. Versuchen Sie es erneut oder fügen Sie stattdessen den Text der Anzeige ein.',
  link_not_html:
    'Diese Adresse ist eine Datei, keine Webseite. Fügen Sie stattdessen den Text der Anzeige ein.',
  link_needs_sign_in: 'Diese Seite verlangt eine Anmeldung; fügen Sie stattdessen den Text ein.',
  link_not_found:
    'Diese Seite wurde nicht gefunden. Prüfen Sie den Link oder fügen Sie stattdessen den Text der Anzeige ein.',
  link_unreachable:
    'Diese Seite war nicht erreichbar. Prüfen Sie den Link oder fügen Sie stattdessen den Text der Anzeige ein.',
  link_no_posting:
    'Auf dieser Seite wurde keine Stellenanzeige gefunden. Fügen Sie stattdessen den Text der Anzeige ein.',

  upload_unreadable: 'Die hochgeladene Datei konnte nicht gelesen werden; versuchen Sie es erneut',
  csv_no_file: 'Wählen Sie eine CSV-Datei zum Importieren',
  csv_too_large: 'Die Datei ist größer als 1 MB. Teilen Sie sie in kleinere Dateien auf.',
  csv_too_many_rows: `Die Datei hat mehr als ${JOB_CSV_MAX_ROWS.toLocaleString('de')} Zeilen. Teilen Sie sie in kleinere Dateien auf.`,
  csv_empty: 'Die Datei hat unter ihrer Kopfzeile keine Zeilen',
  csv_not_text: 'Das ist keine CSV-Datei: Speichern Sie die Tabelle als CSV und versuchen Sie es erneut',
  csv_mapping_invalid:
    'Die Zuordnung der Spalten konnte nicht gelesen werden; prüfen Sie die Spalten und versuchen Sie es erneut',
  csv_mapping_length: 'Die Zuordnung muss für jede Spalte der Datei ein Feld oder "ignore" nennen',
  csv_title_unmapped: 'Wählen Sie die Spalte mit der Berufsbezeichnung',
  csv_company_unmapped: 'Wählen Sie die Spalte mit dem Unternehmen',
  csv_field_twice: 'Nur eine Spalte kann {{field}} zugeordnet werden',
  csv_quote_not_closed:
    'Die Datei konnte nicht als CSV gelesen werden: Eine Zelle in Anführungszeichen wird nie geschlossen',
  csv_quote_not_closed_at:
    'Die Datei konnte nicht als CSV gelesen werden (bei Zeile {{line}}): Eine Zelle in Anführungszeichen wird nie geschlossen',
  csv_quote_not_doubled:
    'Die Datei konnte nicht als CSV gelesen werden: Ein Anführungszeichen in einer Zelle ist nicht verdoppelt',
  csv_quote_not_doubled_at:
    'Die Datei konnte nicht als CSV gelesen werden (bei Zeile {{line}}): Ein Anführungszeichen in einer Zelle ist nicht verdoppelt',
  csv_rows_unreadable: 'Die Datei konnte nicht als CSV gelesen werden: Ihre Zeilen waren nicht lesbar',
  csv_rows_unreadable_at:
    'Die Datei konnte nicht als CSV gelesen werden (bei Zeile {{line}}): Ihre Zeilen waren nicht lesbar',

  cover_letter_limit: `Sie können höchstens ${MAX_COVER_LETTERS_PER_USER} Anschreiben behalten. Löschen Sie eines, um ein neues zu erstellen.`,
  cover_letter_not_found: 'Anschreiben nicht gefunden',
  cover_letter_title_required: 'Der Titel des Anschreibens ist erforderlich',
  cover_letter_title_too_long: 'Der Titel des Anschreibens darf höchstens {{max}} Zeichen lang sein',
  cover_letter_conflict:
    'Dieses Anschreiben wurde in einem anderen Tab oder auf einem anderen Gerät geändert. Wählen Sie, welche Version Sie behalten möchten.',
  linked_item_gone: 'Der verknüpfte Lebenslauf oder die verknüpfte Stelle existiert nicht mehr',
  linked_resume_not_found: 'Wählen Sie einen Ihrer Lebensläufe',
  linked_job_not_found: 'Wählen Sie eine Ihrer gespeicherten Stellen',

  import_no_file: 'Wählen Sie eine Datei zum Importieren',
  import_not_json: 'Diese Datei ist kein gültiges JSON',
  import_not_pdf: 'Diese Datei ist kein PDF',
  import_not_docx: 'Diese Datei ist kein Word-Dokument',
  import_not_zip: 'Diese Datei ist kein ZIP-Archiv',
  import_not_resume:
    'Dieses JSON ist weder ein JSON Resume (basics, work, education...) noch ein Resumable-Lebenslauf',
  import_nothing: 'Diese Lebenslauf-Datei enthält nichts, was wir importieren könnten',
  import_nothing_wrong_types:
    'Diese Lebenslauf-Datei enthält nichts, was wir importieren könnten: {{parts}} hatten den falschen Typ',
  import_zip_too_big:
    'Dieses ZIP ist entpackt größer, als wir annehmen; laden Sie den LinkedIn-Export so hoch, wie Sie ihn heruntergeladen haben',
  import_zip_too_many_files: 'Dieses ZIP enthält zu viele Dateien für einen LinkedIn-Datenexport',
  import_zip_damaged: 'Dieses ZIP-Archiv ist beschädigt und konnte nicht gelesen werden',
  import_not_linkedin:
    'Dieses ZIP enthält keine der Exportdateien von LinkedIn (Profile.csv, Positions.csv, Education.csv, Skills.csv)',
  import_pdf_encrypted:
    'Dieses PDF ist passwortgeschützt; speichern Sie eine Kopie ohne Passwort und laden Sie diese hoch',
  import_pdf_damaged: 'Dieses PDF ist beschädigt und konnte nicht gelesen werden',
  import_pdf_too_many_pages:
    'Dieses PDF hat {{pages}} Seiten; ein Lebenslauf, den wir lesen können, hat höchstens 10',
  import_pdf_no_text:
    'Dieses PDF enthält keinen lesbaren Text (es wirkt eingescannt oder aus Bildern aufgebaut); laden Sie die ursprüngliche Word- oder PDF-Datei hoch',
  import_docx_damaged: 'Dieses Word-Dokument ist beschädigt und konnte nicht gelesen werden',
  import_docx_no_text: 'Dieses Word-Dokument enthält keinen Text zum Importieren',
  import_too_slow: 'Das Lesen dieser Datei hat zu lange gedauert; versuchen Sie eine kleinere Datei',
  import_too_large: 'Die Datei ist größer als 10 MB',
  import_unsupported_type:
    'Nicht unterstützter Dateityp: Laden Sie ein PDF, ein Word-Dokument (.docx), ein JSON Resume (.json) oder einen LinkedIn-Datenexport (.zip) hoch',
  import_send_a_file: 'Senden Sie eine Datei als multipart/form-data oder einen JSON-Inhalt {jsonResume}',
  ats_unsupported_type: 'Nicht unterstützter Dateityp: Laden Sie ein PDF oder ein Word-Dokument (.docx) hoch',
  ats_format_invalid: 'Wählen Sie pdf oder docx',

  import_warning_no_field: '{{path}}: „{{text}}“ hat kein eigenes Feld und wurde weggelassen',
  import_warning_no_sections:
    'Es wurde kein Abschnitt zu Berufserfahrung oder Ausbildung gefunden: Prüfen Sie die Abschnitte unten',
  import_warning_school_notes_unnamed:
    'Die Notizen und Aktivitäten einer Bildungseinrichtung haben im Lebenslauf keinen Platz und wurden weggelassen',
  import_warning_school_notes:
    'Die Notizen und Aktivitäten von {{school}} haben im Lebenslauf keinen Platz und wurden weggelassen',
  import_warning_shortened: '{{where}} wurde auf {{max}} Zeichen gekürzt',
  import_warning_items_kept: '{{where}}: Nur die ersten {{max}} Einträge wurden behalten',
  import_warning_unnamed_profile_user_name:
    'Der Benutzername des Profils „{{username}}“ wurde weggelassen: Nur die Adresse wird behalten',
  import_warning_profile_user_name:
    'Der {{network}}-Benutzername „{{username}}“ wurde weggelassen: Nur die Adresse wird behalten',
  import_warning_value_left_out: '{{where}} („{{value}}“) wurde weggelassen: {{reason}}',
  import_warning_left_out: '{{where}} wurde weggelassen: {{reason}}',
  import_warning_unreadable_parts: 'Teile der Datei konnten nicht gelesen werden',
  import_warning_no_place: '{{path}} hat im Lebenslauf keinen Platz und wurde weggelassen',
  import_warning_skill_level: 'Kenntnis „{{name}}“: Die Stufe „{{level}}“ wurde als mittel gelesen',
  import_shape_list: '{{path}} sollte eine Liste sein, nicht {{type}}: weggelassen',
  import_shape_object: '{{path}} sollte ein Objekt sein, nicht {{type}}: weggelassen',

  check_contact_name: 'Setzen Sie Ihren Namen oben in den Lebenslauf.',
  check_contact_email: 'Geben Sie eine E-Mail-Adresse an, damit ein Recruiter Sie erreichen kann.',
  check_contact_phone: 'Geben Sie eine Telefonnummer an; viele Recruiter rufen zuerst an.',
  check_contact_city: 'Geben Sie Ihren Wohnort an: ATS-Filter suchen oft nach Ort.',
  check_date_unreadable:
    '„{{text}}“ ist kein Datum, das ein ATS lesen kann; schreiben Sie Monat und Jahr, etwa „Mar 2021“.',
  check_action_verb: 'Beginnen Sie mit einem Tätigkeitsverb (Led, Built, Reduced...): „{{bullet}}“',
  check_add_number: 'Nennen Sie eine Zahl, wenn Sie eine haben (wie viele, wie viel, wie oft): „{{bullet}}“',
  check_long_bullet:
    'Dieser Stichpunkt ist länger als zwei Zeilen; bleiben Sie bei einem Gedanken pro Stichpunkt.',
  check_pronouns: 'Lassen Sie „I“, „my“ und „we“ weg: Lebensläufe werden ohne Pronomen geschrieben.',
  check_repeated_verb: '„{{verb}}“ beginnt {{count}} Stichpunkte; variieren Sie die Verben.',
  check_buzzwords: 'Zeigen statt behaupten: „{{words}}“ sagt einem Recruiter wenig.',
  check_summary_missing:
    'Fügen Sie ein Profil von zwei oder drei Zeilen hinzu, das die gewünschte Stelle nennt.',
  check_summary_pronouns: 'Lassen Sie „I“, „my“ und „we“ im Profil weg.',
  check_summary_target: 'Nennen Sie die angestrebte Stelle („{{job}}“) in Ihrem Profil.',
  check_heading: 'ATS suchen nach üblichen Überschriften; „{{title}}“ wird womöglich nicht erkannt.',
  ats_cause_dates: 'Das Lesesystem hat diese Daten so, wie sie in der {{file}} stehen, nicht verstanden.',
  ats_fix_dates:
    'Wählen Sie den Monat in der Datumsauswahl oder ein Datumsformat mit Monat und Jahr (Gestaltung > Datumsformat).',
  ats_cause_moved:
    'Die Kenntnis wurde einem anderen Abschnitt zugeordnet: Seine Überschrift wurde nicht als Skills erkannt.',
  ats_fix_moved:
    "Behalten Sie die Überschrift 'Skills' (Gestaltung > Abschnitte) und führen Sie jede Kenntnis als eigenen Eintrag auf.",
  ats_cause_merged:
    'Zwei Stichpunkte wurden als einer gelesen: Die Trennung zwischen ihnen kam beim Lesesystem nicht an.',
  ats_fix_merged:
    'Machen Sie im Editor aus jedem Erfolg einen eigenen Stichpunkt, und halten Sie jeden Stichpunkt bei ein bis zwei Zeilen.',
  ats_cause_split:
    'Ein Stichpunkt wurde als mehrere gelesen: Ein Zeilenumbruch darin sieht aus wie der Anfang eines neuen Stichpunkts.',
  ats_fix_split: 'Entfernen Sie die Zeilenumbrüche in diesem Stichpunkt.',
  ats_cause_missing:
    'Das Lesesystem hat hier in {{where}} der {{file}} mit der Vorlage {{template}} nichts gefunden.',
  ats_cause_different:
    'Das Lesesystem hat aus {{where}} der {{file}} mit der Vorlage {{template}} einen anderen Text gelesen.',
  ats_fix_name:
    'Wählen Sie eine Vorlage mit dem Namen als schlichtem Text ganz oben (die Vorlage {{template}} setzt ihn womöglich dorthin, wo das Lesesystem nicht sucht).',
  ats_fix_contact:
    'Schreiben Sie sie vollständig und für sich allein unter Kontaktdaten; eine einspaltige Vorlage hält die Kontaktzeile zusammen.',
  ats_fix_link: 'Schreiben Sie die Adresse vollständig aus (https://...), nicht nur als verlinktes Wort.',
  ats_fix_job:
    'Geben Sie Berufsbezeichnung und Unternehmen je ein eigenes Feld; eine einspaltige Vorlage hält sie in einer Überschriftszeile.',
  ats_fix_date: 'Wählen Sie den Monat in der Datumsauswahl.',
  ats_fix_bullet:
    'Vermeiden Sie Symbole und Tabellen in Stichpunkten; eine einspaltige Vorlage hält die Stichpunkte in Lesereihenfolge.',
  ats_fix_education:
    'Tragen Sie Bildungseinrichtung und Abschluss in eigene Felder ein; eine einspaltige Vorlage hält sie zusammen.',
  ats_fix_skill:
    "Behalten Sie die Überschrift 'Skills' und führen Sie jede Kenntnis als eigenen Eintrag auf.",
};
