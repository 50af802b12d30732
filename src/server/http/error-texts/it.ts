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

export const IT: ErrorTexts = {
  not_signed_in: 'Non hai effettuato l’accesso',
  forbidden: 'Non hai il permesso di farlo',
  not_found: 'Non trovato',
  invalid_request: 'Richiesta non valida',
  bad_request: 'Richiesta non valida',
  malformed_json: 'Il corpo JSON della richiesta non è valido',
  empty_body: 'La richiesta è vuota',
  body_too_large: 'La richiesta è troppo grande',
  unsupported_media_type: 'Tipo di contenuto non supportato',
  invalid_content_length: 'Lunghezza del contenuto non valida',
  rate_limited: 'Troppe richieste. Riprova più tardi.',
  rate_limited_retry: 'Troppe richieste. Riprova tra {{seconds}} secondi.',
  server_error: 'Qualcosa è andato storto. Riprova.',

  cross_site_refused: 'Richiesta da un altro sito rifiutata',
  first_name_required: 'Il nome è obbligatorio',
  first_name_too_short: 'Il nome deve avere almeno {{min}} caratteri',
  first_name_too_long: 'Il nome deve avere meno di {{max}} caratteri',
  last_name_required: 'Il cognome è obbligatorio',
  last_name_too_short: 'Il cognome deve avere almeno {{min}} caratteri',
  last_name_too_long: 'Il cognome deve avere meno di {{max}} caratteri',
  email_required: 'L’indirizzo email è obbligatorio',
  email_invalid: 'Inserisci un indirizzo email valido',
  email_too_long: 'L’indirizzo email deve avere meno di {{max}} caratteri',
  password_required: 'La password è obbligatoria',
  password_too_short: 'La password deve avere almeno {{min}} caratteri',
  password_too_long: 'La password deve avere meno di {{max}} caratteri',
  password_needs_uppercase: 'La password deve contenere almeno una lettera maiuscola',
  password_needs_lowercase: 'La password deve contenere almeno una lettera minuscola',
  password_needs_number: 'La password deve contenere almeno un numero',
  passwords_dont_match: 'Le password non coincidono',
  confirm_password_required: 'Conferma la password',
  reset_token_required: 'Manca il codice di reimpostazione',
  invalid_reset_link:
    'Questo link per reimpostare la password non è valido o è scaduto. Richiedi una nuova reimpostazione della password.',
  email_taken: 'Esiste già un account con questo indirizzo email',
  invalid_login: 'Email o password non validi',
  unverified_email_taken:
    'Esiste già un account con questo indirizzo email. Accedi con la tua password, poi riprova.',
  provider_shared_no_email: 'Il provider non ha condiviso alcun indirizzo email.',
  provider_not_configured: 'L’accesso con {{provider}} non è configurato',
  provider_unavailable: 'L’accesso con {{provider}} non è disponibile al momento. Riprova più tardi.',
  two_factor_session_expired: 'L’accesso ha richiesto troppo tempo. Inserisci di nuovo email e password.',
  invalid_token: 'Questo token non è valido, è scaduto o è stato revocato',
  read_only_token:
    'Questo token può solo leggere: crea un token di lettura e scrittura per apportare modifiche',
  cookie_only:
    'Un token non può cambiare il modo in cui l’account accede, i suoi token o i suoi pagamenti: fallo nelle Impostazioni dell’account',
  mcp_token_required:
    'Il server MCP richiede un token di accesso personale o un token di accesso OAuth: invialo come Authorization: Bearer <token>',
  authorization_expired: 'Questa richiesta di autorizzazione è scaduta. Ricomincia dal tuo assistente.',
  assistant_not_found: 'Questo assistente collegato non esiste',

  password_to_confirm_required: 'Inserisci la password per confermare che sei tu',
  wrong_password: 'La password non è corretta',
  current_password_required: 'La password attuale è obbligatoria',
  wrong_current_password: 'La password attuale non è corretta',
  same_password: 'La nuova password deve essere diversa da quella attuale',
  no_password_to_change:
    'Questo account accede tramite un provider e non ha una password da cambiare. Usa «Password dimenticata» per impostarne una.',
  confirm_email_mismatch: 'L’indirizzo email inserito non corrisponde a quello di questo account',
  fresh_sign_in_required: `Per sicurezza, esci ed effettua di nuovo l’accesso con il tuo provider, poi riprova entro ${FRESH_SIGN_IN_MINUTES} minuti.`,
  export_taking_long: 'L’esportazione dei tuoi dati richiede più tempo del solito. Riprova tra un minuto.',
  email_in_use: 'Un altro account usa già questo indirizzo email',
  same_email: 'Questo è già il tuo indirizzo email',
  invalid_email_change_link:
    'Questo link di conferma non è valido, è già stato usato o è scaduto. Richiedi di nuovo la modifica nelle Impostazioni dell’account.',
  email_already_confirmed: 'Il tuo indirizzo email è già confermato',
  unknown_interface_language: 'Scegli una delle lingue dell’interfaccia: {{languages}}',
  code_required: 'Inserisci il codice a 6 cifre della tua app di autenticazione',
  wrong_code: 'Il codice non è corretto o è scaduto. Prova il codice più recente.',
  two_factor_already_on: 'L’accesso in due passaggi è già attivo',
  two_factor_not_on: 'L’accesso in due passaggi non è attivo',
  session_not_found: 'Sessione non trovata',
  too_many_tokens: `Hai ${MAX_TOKENS_PER_USER} token. Revoca prima uno che non usi più.`,
  token_not_found: 'Token non trovato',
  token_name_required: 'Dai un nome al token, come l’assistente o lo script che lo usa',
  token_scope_invalid: 'Scegli lettura, oppure lettura e scrittura',
  token_expiry_invalid: 'Scegli 30, 90 o 365 giorni, oppure nessuna scadenza',
  token_name_too_long: 'Il nome può avere al massimo {{max}} caratteri',
  passkey_not_verified: 'Non è stato possibile verificare questa passkey. Riprova.',
  passkey_request_expired: 'La richiesta della passkey è scaduta. Riprova.',
  passkey_sign_in_failed: 'L’accesso con questa passkey non è riuscito. Riprova o usa la password.',
  passkey_already_added: 'Questa passkey è già stata aggiunta',
  passkey_not_found: 'Passkey non trovata',
  passkey_name_required: 'Dai un nome alla passkey',
  passkey_name_too_long: 'Il nome può avere al massimo {{max}} caratteri',
  provider_cancel_failed:
    'Non siamo riusciti ad annullare l’abbonamento presso il fornitore dei pagamenti, quindi non è stato eliminato nulla. Riprova tra qualche minuto o contatta l’assistenza.',

  unknown_plan: 'Piano sconosciuto',
  invalid_origin: 'Origine non valida',
  nothing_to_cancel: 'Non hai nessun abbonamento attivo da annullare',
  unknown_checkout: 'Sessione di pagamento sconosciuta',
  checkout_amount_mismatch: 'L’importo del pagamento non corrisponde al piano',
  invalid_webhook_signature: 'Firma del webhook non valida',
  resume_not_found: 'Curriculum non trovato',
  checkout_failed: 'Impossibile creare la sessione di pagamento',
  checkout_not_found: 'Sessione di pagamento non trovata',
  checkout_already_completed: 'Questa sessione di pagamento è già completata',
  checkout_closed: 'Questa sessione di pagamento non è più aperta',

  draft_limit: `Puoi conservare al massimo ${MAX_DRAFTS_PER_USER} bozze di curriculum. Eliminane una per crearne un’altra.`,
  draft_not_found: 'Bozza di curriculum non trovata',
  resume_title_required: 'Il titolo del curriculum è obbligatorio',
  resume_title_too_long: 'Il titolo del curriculum può avere al massimo {{max}} caratteri',
  draft_conflict:
    'Questo curriculum è stato modificato in un’altra scheda o su un altro dispositivo. Scegli quale versione tenere.',
  paid_status_refused: "Lo stato deve essere 'draft' o 'pending'",
  version_not_whole: 'La versione deve essere un numero intero',
  version_too_small: 'La versione deve essere almeno 1',
  version_not_found: 'Versione non trovata',
  migration_key_invalid: 'Chiave di migrazione non valida',
  other_users_drafts: 'Non puoi elencare le bozze di un altro utente',
  if_match_required:
    'Invia la versione della bozza in If-Match (il campo `version` di GET /api/resume-drafts/{id}), così nessuna modifica va persa',
  patch_not_array: 'Un JSON Patch è un elenco di operazioni (RFC 6902)',
  patch_too_long: 'Una patch ha al massimo {{max}} operazioni',
  export_needs_plan: 'Per scaricare serve un piano attivo. Scegli un piano per scaricare il tuo curriculum.',
  letter_export_needs_plan:
    'Per scaricare serve un piano attivo. Scegli un piano per scaricare la tua lettera di presentazione.',
  download_link_invalid:
    'Questo link di download non è valido o è scaduto. Chiedine uno nuovo al tuo assistente.',
  download_link_other_account:
    'Questo link di download appartiene a un altro account. Esci oppure chiedi un link tuo.',
  downloads_not_enabled: 'Il proprietario di questo curriculum non ha attivato i download',
  share_enabled_invalid: 'enabled deve essere true o false',
  share_password_too_long: 'La password può avere al massimo {{max}} caratteri',
  invalid_resume: 'Curriculum non valido',
  resume_shape_invalid: 'Il curriculum non ha la forma prevista',
  text_too_long: 'Può avere al massimo {{max}} caratteri',
  too_many_items: 'Al massimo {{max}} elementi',
  invalid_id: 'ID non valido',
  valid_email_required: 'Serve un indirizzo email valido',
  url_invalid: 'Inserisci un URL valido',
  font_size_not_whole: 'La dimensione del carattere deve essere un numero intero',
  font_size_too_small: 'La dimensione del carattere deve essere almeno {{min}}',
  font_size_too_large: 'La dimensione del carattere può essere al massimo {{max}}',
  unknown_section: 'Sezione sconosciuta',
  too_many_sections: 'Al massimo {{max}} sezioni',
  section_title_required: 'Il titolo della sezione è obbligatorio',
  unknown_font_family: 'Carattere sconosciuto',
  line_spacing_not_number: 'L’interlinea deve essere un numero',
  line_spacing_too_small: 'L’interlinea deve essere almeno {{min}}',
  line_spacing_too_large: 'L’interlinea può essere al massimo {{max}}',
  section_spacing_not_number: 'La spaziatura tra le sezioni deve essere un numero',
  section_spacing_too_small: 'La spaziatura tra le sezioni deve essere almeno {{min}}',
  section_spacing_too_large: 'La spaziatura tra le sezioni può essere al massimo {{max}}',
  margin_not_number: 'Il margine deve essere un numero',
  margin_too_small: 'Il margine deve essere almeno di {{min}} mm',
  margin_too_large: 'Il margine può essere al massimo di {{max}} mm',
  unknown_date_format: 'Formato della data sconosciuto',
  unknown_resume_language: 'Lingua del curriculum sconosciuta',
  unknown_photo_shape: 'Forma della foto sconosciuta',
  job_title_required: 'La qualifica è obbligatoria',
  company_required: 'L’azienda è obbligatoria',
  start_date_required: 'La data di inizio è obbligatoria',
  institution_required: 'L’istituto è obbligatorio',
  degree_required: 'Il titolo di studio è obbligatorio',
  skill_name_required: 'Il nome della competenza è obbligatorio',
  summary_too_short: 'Il profilo deve avere almeno 10 caratteri',
  summary_too_long: 'Il profilo deve avere meno di 500 caratteri',
  professional_summary_too_short: 'Il profilo professionale dovrebbe avere almeno 10 caratteri',

  photo_too_large: 'La foto supera i 5 MB',
  photo_not_found: 'Nessuna foto caricata',
  photo_not_an_image: 'Carica un’immagine PNG o JPEG (SVG, GIF, WebP e altri file non sono accettati)',
  photo_unreadable:
    'Non è stato possibile leggere questa immagine; salvala di nuovo come PNG o JPEG e riprova',
  photo_too_many_pixels: 'Questa immagine ha troppi pixel; usane una sotto i 40 megapixel',

  job_limit: `Puoi conservare al massimo ${MAX_JOBS_PER_USER} offerte. Eliminane una per aggiungerne un’altra.`,
  job_not_found: 'Offerta non trovata',
  job_link_invalid: 'Inserisci un indirizzo web che inizi con http:// o https://',
  job_link_too_long: 'Il link può avere al massimo {{max}} caratteri',
  job_status_invalid: 'Lo stato deve essere uno di questi: {{statuses}}',
  resume_to_tailor_required: 'Scegli un curriculum da adattare',
  move_index_invalid: 'La posizione nella colonna deve essere un numero intero a partire da 0',
  job_description_not_text: 'La descrizione dell’offerta deve essere un testo',
  notes_not_text: 'Le note devono essere un testo',
  notes_too_long: 'Le note possono avere al massimo {{max}} caratteri',
  contact_name_required: 'Inserisci il nome del contatto',
  contact_linkedin_invalid: 'Inserisci un indirizzo LinkedIn che inizi con https://www.linkedin.com/',
  contacts_too_many: `Un’offerta può avere al massimo ${MAX_CONTACTS_PER_JOB} contatti`,
  next_step_date_invalid: 'Scrivi la data come AAAA-MM-GG',
  archive_reason_invalid: 'Il motivo deve essere uno di questi: {{reasons}}',
  contact_id_invalid: 'L’ID del contatto deve avere da 1 a 64 lettere, cifre o trattini',
  job_description_required: 'Incolla la descrizione dell’annuncio di lavoro',
  job_description_too_long: `La descrizione dell’annuncio può avere al massimo ${MAX_JOB_DESCRIPTION_CHARS.toLocaleString('it')} caratteri`,
  event_not_found: 'Appuntamento non trovato',
  event_kind_invalid: 'Il tipo deve essere uno di questi: {{kinds}}',
  event_date_invalid: 'La data deve essere un giorno reale scritto come AAAA-MM-GG',
  event_time_invalid: 'L’ora deve essere scritta come HH:MM (24 ore)',
  event_time_zone_invalid: 'Il fuso orario deve essere un nome IANA, come Europe/Rome',
  event_limit: `Un’offerta può avere al massimo ${MAX_EVENTS_PER_JOB} date. Eliminane una per aggiungerne un’altra.`,
  event_title_too_long: 'Il titolo può avere al massimo {{max}} caratteri',
  event_note_too_long: 'La nota può avere al massimo {{max}} caratteri',
  calendar_feed_not_found: 'Calendario non trovato',
  sent_resume_required: 'Scegli il curriculum che hai inviato',
  link_invalid_url: 'Inserisci l’indirizzo web dell’annuncio di lavoro, che inizi con http:// o https://.',
  link_not_public:
    'Questo indirizzo non è su internet pubblico, quindi non può essere letto. Incolla invece il testo dell’annuncio.',
  link_too_many_redirects:
    'Questa pagina reindirizza i visitatori troppe volte. Incolla invece il testo dell’annuncio.',
  link_too_large: 'Questa pagina supera i 2 MB. Incolla invece il testo dell’annuncio.',
  link_timeout:
    'Questa pagina ha impiegato più di 5 secondi a rispondere. Riprova o incolla invece il testo dell’annuncio.',
  link_not_html: 'Questo indirizzo è un file, non una pagina web. Incolla invece il testo dell’annuncio.',
  link_needs_sign_in: 'Questa pagina richiede l’accesso; incolla invece il testo.',
  link_not_found:
    'Questa pagina non è stata trovata. Controlla il link o incolla invece il testo dell’annuncio.',
  link_unreachable:
    'Questa pagina non è raggiungibile. Controlla il link o incolla invece il testo dell’annuncio.',
  link_no_posting:
    'In questa pagina non è stato trovato nessun annuncio di lavoro. Incolla invece il testo dell’annuncio.',

  upload_unreadable: 'Non è stato possibile leggere il file caricato; riprova',
  csv_no_file: 'Scegli un file CSV da importare',
  csv_too_large: 'Il file supera 1 MB. Dividilo in file più piccoli.',
  csv_too_many_rows: `Il file ha più di ${JOB_CSV_MAX_ROWS.toLocaleString('it')} righe. Dividilo in file più piccoli.`,
  csv_empty: 'Il file non ha righe sotto la riga di intestazione',
  csv_not_text: 'Questo non è un file CSV: salva il foglio di calcolo come CSV e riprova',
  csv_mapping_invalid:
    'Non è stato possibile leggere l’abbinamento delle colonne; controlla le colonne e riprova',
  csv_mapping_length: 'L’abbinamento deve indicare un campo o "ignore" per ogni colonna del file',
  csv_title_unmapped: 'Scegli la colonna che contiene la qualifica',
  csv_company_unmapped: 'Scegli la colonna che contiene l’azienda',
  csv_field_twice: 'Solo una colonna può essere abbinata a {{field}}',
  csv_quote_not_closed:
    'Non è stato possibile leggere il file come CSV: una cella tra virgolette non viene mai chiusa',
  csv_quote_not_closed_at:
    'Non è stato possibile leggere il file come CSV (vicino alla riga {{line}}): una cella tra virgolette non viene mai chiusa',
  csv_quote_not_doubled:
    'Non è stato possibile leggere il file come CSV: le virgolette dentro una cella non sono raddoppiate',
  csv_quote_not_doubled_at:
    'Non è stato possibile leggere il file come CSV (vicino alla riga {{line}}): le virgolette dentro una cella non sono raddoppiate',
  csv_rows_unreadable: 'Non è stato possibile leggere il file come CSV: le sue righe non sono leggibili',
  csv_rows_unreadable_at:
    'Non è stato possibile leggere il file come CSV (vicino alla riga {{line}}): le sue righe non sono leggibili',

  cover_letter_limit: `Puoi conservare al massimo ${MAX_COVER_LETTERS_PER_USER} lettere di presentazione. Eliminane una per crearne un’altra.`,
  cover_letter_not_found: 'Lettera di presentazione non trovata',
  cover_letter_title_required: 'Il titolo della lettera di presentazione è obbligatorio',
  cover_letter_title_too_long:
    'Il titolo della lettera di presentazione può avere al massimo {{max}} caratteri',
  cover_letter_conflict:
    'Questa lettera di presentazione è stata modificata in un’altra scheda o su un altro dispositivo. Scegli quale versione tenere.',
  linked_item_gone: 'Il curriculum o l’offerta collegati non esistono più',
  linked_resume_not_found: 'Scegli uno dei tuoi curriculum',
  linked_job_not_found: 'Scegli una delle tue offerte salvate',

  import_no_file: 'Scegli un file da importare',
  import_not_json: 'Questo file non è un JSON valido',
  import_not_pdf: 'Questo file non è un PDF',
  import_not_docx: 'Questo file non è un documento Word',
  import_not_zip: 'Questo file non è un archivio ZIP',
  import_not_resume:
    'Questo JSON non è né un JSON Resume (basics, work, education...) né un curriculum di Resumable',
  import_nothing: 'Questo file di curriculum non contiene nulla che possiamo importare',
  import_nothing_wrong_types:
    'Questo file di curriculum non contiene nulla che possiamo importare: {{parts}} avevano il tipo sbagliato',
  import_zip_too_big:
    'Questo ZIP, decompresso, supera quanto accettiamo; carica l’esportazione di LinkedIn così come l’hai scaricata',
  import_zip_too_many_files:
    'Questo ZIP contiene troppi file per essere un’esportazione dei dati di LinkedIn',
  import_zip_damaged: 'Questo archivio ZIP è danneggiato e non è stato possibile leggerlo',
  import_not_linkedin:
    'Questo ZIP non contiene nessuno dei file di esportazione di LinkedIn (Profile.csv, Positions.csv, Education.csv, Skills.csv)',
  import_pdf_encrypted: 'Questo PDF è protetto da password; salvane una copia senza password e carica quella',
  import_pdf_damaged: 'Questo PDF è danneggiato e non è stato possibile leggerlo',
  import_pdf_too_many_pages:
    'Questo PDF ha {{pages}} pagine; un curriculum che possiamo leggere ne ha al massimo 10',
  import_pdf_no_text:
    'Questo PDF non ha testo leggibile (sembra scansionato o fatto di immagini); carica il file Word o PDF originale',
  import_docx_damaged: 'Questo documento Word è danneggiato e non è stato possibile leggerlo',
  import_docx_no_text: 'Questo documento Word non contiene testo da importare',
  import_too_slow: 'La lettura di questo file ha richiesto troppo tempo; prova con un file più piccolo',
  import_too_large: 'Il file supera i 10 MB',
  import_unsupported_type:
    'Tipo di file non supportato: carica un PDF, un documento Word (.docx), un JSON Resume (.json) o un’esportazione dei dati di LinkedIn (.zip)',
  import_send_a_file: 'Invia un file come multipart/form-data o un corpo JSON {jsonResume}',
  ats_unsupported_type: 'Tipo di file non supportato: carica un PDF o un documento Word (.docx)',
  ats_format_invalid: 'Scegli pdf o docx',

  import_warning_no_field: '{{path}}: "{{text}}" non ha un campo suo ed è stato tralasciato',
  import_warning_no_sections:
    'Non è stata trovata nessuna sezione di esperienza lavorativa o di istruzione: controlla le sezioni qui sotto',
  import_warning_school_notes_unnamed:
    'Le note e le attività di un istituto non trovano posto nel curriculum e sono state tralasciate',
  import_warning_school_notes:
    'Le note e le attività di {{school}} non trovano posto nel curriculum e sono state tralasciate',
  import_warning_shortened: '{{where}} è stato accorciato a {{max}} caratteri',
  import_warning_items_kept: '{{where}}: sono stati mantenuti solo i primi {{max}} elementi',
  import_warning_unnamed_profile_user_name:
    'Il nome utente del profilo "{{username}}" è stato tralasciato: si conserva solo l’indirizzo',
  import_warning_profile_user_name:
    'Il nome utente {{network}} "{{username}}" è stato tralasciato: si conserva solo l’indirizzo',
  import_warning_value_left_out: '{{where}} ("{{value}}") è stato tralasciato: {{reason}}',
  import_warning_left_out: '{{where}} è stato tralasciato: {{reason}}',
  import_warning_unreadable_parts: 'Non è stato possibile leggere alcune parti del file',
  import_warning_no_place: '{{path}} non trova posto nel curriculum ed è stato tralasciato',
  import_warning_skill_level: 'Competenza "{{name}}": il livello "{{level}}" è stato letto come intermedio',
  import_shape_list: '{{path}} dovrebbe essere un elenco, non {{type}}: tralasciato',
  import_shape_object: '{{path}} dovrebbe essere un oggetto, non {{type}}: tralasciato',

  check_contact_name: 'Aggiungi il tuo nome in cima al curriculum.',
  check_contact_email: 'Aggiungi un indirizzo email, così un selezionatore può contattarti.',
  check_contact_phone: 'Aggiungi un numero di telefono; molti selezionatori chiamano per prima cosa.',
  check_contact_city: 'Aggiungi la tua città: i filtri degli ATS cercano spesso per località.',
  check_date_unreadable:
    '"{{text}}" non è una data che un ATS sappia leggere; scrivi mese e anno, ad esempio "Mar 2021".',
  check_action_verb: 'Inizia con un verbo d’azione (Led, Built, Reduced...): "{{bullet}}"',
  check_add_number: 'Aggiungi un numero se ne hai uno (quanti, quanto, quanto spesso): "{{bullet}}"',
  check_long_bullet: 'Questo punto elenco supera le due righe; tieni un’idea per punto.',
  check_pronouns: 'Togli "I", "my" e "we": i curriculum si scrivono senza pronomi.',
  check_repeated_verb: '"{{verb}}" apre {{count}} punti elenco; varia i verbi.',
  check_buzzwords: 'Mostralo invece di dirlo: "{{words}}" dice poco a un selezionatore.',
  check_summary_missing: 'Aggiungi un profilo di due o tre righe che indichi il lavoro che cerchi.',
  check_summary_pronouns: 'Togli "I", "my" e "we" dal profilo.',
  check_summary_target: 'Indica il lavoro a cui miri ("{{job}}") nel tuo profilo.',
  check_heading: 'Gli ATS cercano intestazioni standard; "{{title}}" potrebbe non essere riconosciuta.',
  ats_cause_dates: 'Il lettore non ha capito queste date così come sono scritte nel {{file}}.',
  ats_fix_dates:
    'Scegli il mese dal selettore delle date, oppure un formato della data con mese e anno (Stile > Formato della data).',
  ats_cause_moved:
    'La competenza è stata letta in un’altra sezione: la sua intestazione non è stata riconosciuta come Skills.',
  ats_fix_moved:
    "Mantieni l’intestazione 'Skills' (Stile > Sezioni) e inserisci ogni competenza come voce a sé.",
  ats_cause_merged:
    'Due punti elenco sono stati letti come uno: la separazione tra loro non è arrivata al lettore.',
  ats_fix_merged:
    'Fai di ogni risultato un punto elenco a sé nell’editor e tieni ogni punto su una o due righe.',
  ats_cause_split:
    'Un punto elenco è stato letto come più punti: un a capo al suo interno sembra l’inizio di un nuovo punto.',
  ats_fix_split: 'Togli gli a capo all’interno di questo punto elenco.',
  ats_cause_missing:
    'Il lettore non ha trovato nulla in questa parte ({{where}}) del {{file}} creato con il modello {{template}}.',
  ats_cause_different:
    'Il lettore ha ottenuto un testo diverso in questa parte ({{where}}) del {{file}} creato con il modello {{template}}.',
  ats_fix_name:
    'Scegli un modello con il nome in testo semplice in alto (il modello {{template}} potrebbe collocarlo dove il lettore non guarda).',
  ats_fix_contact:
    'Scrivilo per intero nei Dati di contatto, da solo; un modello a una colonna tiene unita la riga dei contatti.',
  ats_fix_link: 'Scrivi l’indirizzo per intero (https://...), non solo come parola con un link.',
  ats_fix_job:
    'Dai alla qualifica e all’azienda un campo ciascuna; un modello a una colonna le tiene su un’unica riga di intestazione.',
  ats_fix_date: 'Scegli il mese dal selettore delle date.',
  ats_fix_bullet:
    'Evita simboli e tabelle nei punti elenco; un modello a una colonna tiene i punti nell’ordine di lettura.',
  ats_fix_education:
    'Compila l’istituto e il titolo di studio nei loro campi; un modello a una colonna li tiene insieme.',
  ats_fix_skill: "Mantieni l’intestazione 'Skills' e inserisci ogni competenza come voce a sé.",
};
