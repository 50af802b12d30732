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

/** French: a no-break space before : and inside « », a narrow one before ; ! ? (src/domain/french-typography.ts). */
export const FR: ErrorTexts = {
  not_signed_in: 'Vous n’êtes pas connecté',
  forbidden: 'Vous n’avez pas l’autorisation de faire cela',
  not_found: 'Introuvable',
  invalid_request: 'Requête non valide',
  bad_request: 'Requête non valide',
  malformed_json: 'Le corps JSON de la requête est mal formé',
  empty_body: 'La requête est vide',
  body_too_large: 'La requête est trop volumineuse',
  unsupported_media_type: 'Type de contenu non pris en charge',
  invalid_content_length: 'La longueur du contenu n’est pas valide',
  rate_limited: 'Trop de requêtes. Réessayez plus tard.',
  rate_limited_retry: 'Trop de requêtes. Réessayez dans {{seconds}} secondes.',
  server_error: 'Une erreur s’est produite. Veuillez réessayer.',

  cross_site_refused: 'Requête provenant d’un autre site refusée',
  first_name_required: 'Le prénom est obligatoire',
  first_name_too_short: 'Le prénom doit comporter au moins {{min}} caractères',
  first_name_too_long: 'Le prénom doit comporter moins de {{max}} caractères',
  last_name_required: 'Le nom est obligatoire',
  last_name_too_short: 'Le nom doit comporter au moins {{min}} caractères',
  last_name_too_long: 'Le nom doit comporter moins de {{max}} caractères',
  email_required: 'L’adresse e-mail est obligatoire',
  email_invalid: 'Veuillez saisir une adresse e-mail valide',
  email_too_long: 'L’adresse e-mail doit comporter moins de {{max}} caractères',
  password_required: 'Le mot de passe est obligatoire',
  password_too_short: 'Le mot de passe doit comporter au moins {{min}} caractères',
  password_too_long: 'Le mot de passe doit comporter moins de {{max}} caractères',
  password_needs_uppercase: 'Le mot de passe doit contenir au moins une majuscule',
  password_needs_lowercase: 'Le mot de passe doit contenir au moins une minuscule',
  password_needs_number: 'Le mot de passe doit contenir au moins un chiffre',
  passwords_dont_match: 'Les mots de passe ne correspondent pas',
  confirm_password_required: 'Veuillez confirmer votre mot de passe',
  reset_token_required: 'Le code de réinitialisation est obligatoire',
  invalid_reset_link:
    'Ce lien de réinitialisation du mot de passe n’est pas valide ou a expiré. Veuillez demander une nouvelle réinitialisation.',
  email_taken: 'Un compte existe déjà avec cette adresse e-mail',
  invalid_login: 'Adresse e-mail ou mot de passe incorrect',
  unverified_email_taken:
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous avec votre mot de passe, puis réessayez.',
  provider_shared_no_email: 'Le fournisseur n’a communiqué aucune adresse e-mail.',
  provider_not_configured: 'La connexion avec {{provider}} n’est pas configurée',
  provider_unavailable:
    'La connexion avec {{provider}} est indisponible pour le moment. Veuillez réessayer plus tard.',
  two_factor_session_expired:
    'Votre connexion a pris trop de temps. Saisissez à nouveau votre adresse e-mail et votre mot de passe.',
  invalid_token: 'Ce jeton n’est pas valide, a expiré ou a été révoqué',
  read_only_token:
    'Ce jeton permet seulement la lecture : créez un jeton de lecture et d’écriture pour faire des modifications',
  cookie_only:
    'Un jeton ne peut pas modifier la façon dont le compte se connecte, ses jetons ni ses paiements : faites-le dans les Paramètres du compte',
  mcp_token_required:
    'Le serveur MCP a besoin d’un jeton d’accès personnel ou d’un jeton d’accès OAuth, envoyé dans l’en-tête Authorization sous la forme Bearer <token>',
  authorization_expired: 'Cette demande d’autorisation a expiré. Recommencez depuis votre assistant.',
  assistant_not_found: 'Cet assistant connecté n’existe pas',

  password_to_confirm_required: 'Saisissez votre mot de passe pour confirmer votre identité',
  wrong_password: 'Le mot de passe est incorrect',
  current_password_required: 'Le mot de passe actuel est obligatoire',
  wrong_current_password: 'Le mot de passe actuel est incorrect',
  same_password: 'Le nouveau mot de passe doit être différent de l’actuel',
  no_password_to_change:
    'Ce compte se connecte avec un fournisseur et n’a pas de mot de passe à modifier. Utilisez « Mot de passe oublié » pour en définir un.',
  confirm_email_mismatch: 'L’adresse e-mail saisie ne correspond pas à celle de ce compte',
  fresh_sign_in_required: `Pour votre sécurité, déconnectez-vous, reconnectez-vous avec votre fournisseur, puis réessayez dans les ${FRESH_SIGN_IN_MINUTES} minutes.`,
  export_taking_long:
    'L’export de vos données prend plus de temps que d’habitude. Veuillez réessayer dans une minute.',
  email_in_use: 'Un autre compte utilise déjà cette adresse e-mail',
  same_email: 'C’est déjà votre adresse e-mail',
  invalid_email_change_link:
    'Ce lien de confirmation n’est pas valide, a déjà servi ou a expiré. Demandez à nouveau la modification dans les Paramètres du compte.',
  email_already_confirmed: 'Votre adresse e-mail est déjà confirmée',
  unknown_interface_language: 'Choisissez l’une des langues de l’interface : {{languages}}',
  code_required: 'Saisissez le code à 6 chiffres de votre application d’authentification',
  wrong_code: 'Ce code est incorrect ou a expiré. Essayez le code le plus récent.',
  two_factor_already_on: 'La connexion en deux étapes est déjà activée',
  two_factor_not_on: 'La connexion en deux étapes n’est pas activée',
  session_not_found: 'Session introuvable',
  too_many_tokens: `Vous avez ${MAX_TOKENS_PER_USER} jetons. Révoquez d’abord un jeton que vous n’utilisez plus.`,
  token_not_found: 'Jeton introuvable',
  token_name_required: 'Donnez un nom au jeton, par exemple l’assistant ou le script qui l’utilise',
  token_scope_invalid: 'Choisissez lecture, ou lecture et écriture',
  token_expiry_invalid: 'Choisissez 30, 90 ou 365 jours, ou aucune expiration',
  token_name_too_long: 'Le nom doit comporter au plus {{max}} caractères',
  passkey_not_verified: 'Cette clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.',
  passkey_request_expired: 'La demande de clé d’accès a expiré. Veuillez réessayer.',
  passkey_sign_in_failed:
    'La connexion avec cette clé d’accès a échoué. Réessayez ou utilisez votre mot de passe.',
  passkey_already_added: 'Cette clé d’accès est déjà ajoutée',
  passkey_not_found: 'Clé d’accès introuvable',
  passkey_name_required: 'Donnez un nom à la clé d’accès',
  passkey_name_too_long: 'Le nom doit comporter au plus {{max}} caractères',
  provider_cancel_failed:
    'Nous n’avons pas pu résilier votre abonnement auprès du prestataire de paiement, donc rien n’a été supprimé. Veuillez réessayer dans quelques minutes ou contacter l’assistance.',

  unknown_plan: 'Formule inconnue',
  invalid_origin: 'Origine non valide',
  nothing_to_cancel: 'Vous n’avez aucun abonnement actif à résilier',
  unknown_checkout: 'Session de paiement inconnue',
  checkout_amount_mismatch: 'Le montant du paiement ne correspond pas à la formule',
  invalid_webhook_signature: 'Signature de webhook non valide',
  resume_not_found: 'CV introuvable',
  checkout_failed: 'Impossible de créer la session de paiement',
  checkout_not_found: 'Session de paiement introuvable',
  checkout_already_completed: 'Cette session de paiement est déjà terminée',
  checkout_closed: 'Cette session de paiement n’est plus ouverte',

  draft_limit: `Vous pouvez conserver au plus ${MAX_DRAFTS_PER_USER} brouillons de CV. Supprimez-en un pour en créer un autre.`,
  draft_not_found: 'Brouillon de CV introuvable',
  resume_title_required: 'Le titre du CV est obligatoire',
  resume_title_too_long: 'Le titre du CV doit comporter au plus {{max}} caractères',
  draft_conflict:
    'Ce CV a été modifié dans un autre onglet ou sur un autre appareil. Choisissez la version à garder.',
  paid_status_refused: 'Le statut doit être « draft » ou « pending »',
  version_not_whole: 'La version doit être un nombre entier',
  version_too_small: 'La version doit être au moins 1',
  version_not_found: 'Version introuvable',
  migration_key_invalid: 'Clé de migration non valide',
  other_users_drafts: 'Vous ne pouvez pas lister les brouillons d’un autre utilisateur',
  if_match_required:
    'Envoyez la version du brouillon dans If-Match (le champ `version` de GET /api/resume-drafts/{id}) pour qu’aucune modification ne soit perdue',
  patch_not_array: 'Un JSON Patch est une liste d’opérations (RFC 6902)',
  patch_too_long: 'Un patch comporte au plus {{max}} opérations',
  export_needs_plan:
    'Le téléchargement nécessite une formule active. Choisissez une formule pour télécharger votre CV.',
  letter_export_needs_plan:
    'Le téléchargement nécessite une formule active. Choisissez une formule pour télécharger votre lettre de motivation.',
  download_link_invalid:
    'Ce lien de téléchargement n’est pas valide ou a expiré. Demandez-en un nouveau à votre assistant.',
  download_link_other_account:
    'Ce lien de téléchargement appartient à un autre compte. Déconnectez-vous ou demandez un lien à votre nom.',
  downloads_not_enabled: 'Le propriétaire de ce CV n’a pas activé les téléchargements',
  share_enabled_invalid: 'enabled doit valoir true ou false',
  share_password_too_long: 'Le mot de passe doit comporter au plus {{max}} caractères',
  invalid_resume: 'CV non valide',
  resume_shape_invalid: 'Le CV n’a pas la forme attendue',
  text_too_long: 'Ce champ doit comporter au plus {{max}} caractères',
  too_many_items: '{{max}} éléments au maximum',
  invalid_id: 'Identifiant non valide',
  valid_email_required: 'Une adresse e-mail valide est obligatoire',
  url_invalid: 'Veuillez saisir une URL valide',
  font_size_not_whole: 'La taille de police doit être un nombre entier',
  font_size_too_small: 'La taille de police doit être au moins {{min}}',
  font_size_too_large: 'La taille de police doit être au plus {{max}}',
  unknown_section: 'Rubrique inconnue',
  too_many_sections: '{{max}} rubriques au maximum',
  section_title_required: 'Le titre de la rubrique est obligatoire',
  unknown_font_family: 'Police inconnue',
  line_spacing_not_number: 'L’interligne doit être un nombre',
  line_spacing_too_small: 'L’interligne doit être au moins {{min}}',
  line_spacing_too_large: 'L’interligne doit être au plus {{max}}',
  section_spacing_not_number: 'L’espacement des rubriques doit être un nombre',
  section_spacing_too_small: 'L’espacement des rubriques doit être au moins {{min}}',
  section_spacing_too_large: 'L’espacement des rubriques doit être au plus {{max}}',
  margin_not_number: 'La marge doit être un nombre',
  margin_too_small: 'La marge doit être d’au moins {{min}} mm',
  margin_too_large: 'La marge doit être d’au plus {{max}} mm',
  unknown_date_format: 'Format de date inconnu',
  unknown_resume_language: 'Langue du CV inconnue',
  unknown_photo_shape: 'Forme de photo inconnue',
  job_title_required: 'L’intitulé du poste est obligatoire',
  company_required: 'L’entreprise est obligatoire',
  start_date_required: 'La date de début est obligatoire',
  institution_required: 'L’établissement est obligatoire',
  degree_required: 'Le diplôme est obligatoire',
  skill_name_required: 'Le nom de la compétence est obligatoire',
  summary_too_short: 'Le résumé doit comporter au moins 10 caractères',
  summary_too_long: 'Le résumé doit comporter moins de 500 caractères',
  professional_summary_too_short: 'Le résumé professionnel devrait comporter au moins 10 caractères',

  photo_too_large: 'La photo dépasse 5 Mo',
  photo_not_found: 'Aucune photo importée',
  photo_not_an_image:
    'Importez une image PNG ou JPEG (les fichiers SVG, GIF, WebP et autres ne sont pas acceptés)',
  photo_unreadable:
    'Cette image n’a pas pu être lue ; enregistrez-la à nouveau en PNG ou en JPEG et réessayez',
  photo_too_many_pixels: 'Cette image a trop de pixels ; utilisez-en une de moins de 40 mégapixels',

  job_limit: `Vous pouvez conserver au plus ${MAX_JOBS_PER_USER} offres. Supprimez-en une pour en ajouter une autre.`,
  job_not_found: 'Offre introuvable',
  job_link_invalid: 'Veuillez saisir une adresse web commençant par http:// ou https://',
  job_link_too_long: 'Le lien doit comporter au plus {{max}} caractères',
  job_status_invalid: 'Le statut doit être l’un des suivants : {{statuses}}',
  resume_to_tailor_required: 'Choisissez un CV à adapter',
  move_index_invalid: 'La place dans la colonne doit être un nombre entier à partir de 0',
  job_description_not_text: 'La description de l’offre doit être du texte',
  notes_not_text: 'Les notes doivent être du texte',
  notes_too_long: 'Les notes doivent comporter au plus {{max}} caractères',
  contact_name_required: 'Saisissez le nom du contact',
  contact_linkedin_invalid: 'Saisissez une adresse LinkedIn commençant par https://www.linkedin.com/',
  contacts_too_many: `Une offre peut avoir au plus ${MAX_CONTACTS_PER_JOB} contacts`,
  next_step_date_invalid: 'Saisissez la date au format AAAA-MM-JJ',
  archive_reason_invalid: 'Le motif doit être l’un des suivants : {{reasons}}',
  contact_id_invalid: 'L’identifiant du contact doit compter de 1 à 64 lettres, chiffres ou tirets',
  job_description_required: 'Veuillez coller la description de l’offre d’emploi',
  job_description_too_long: `La description de l’offre doit comporter au plus ${MAX_JOB_DESCRIPTION_CHARS.toLocaleString('fr')} caractères`,
  event_not_found: 'Date introuvable',
  event_kind_invalid: 'Le type doit être l’un des suivants : {{kinds}}',
  event_date_invalid: 'La date doit être un jour réel écrit AAAA-MM-JJ',
  event_time_invalid: 'L’heure doit s’écrire sur 24 heures, par exemple 09:30',
  event_time_zone_invalid: 'Le fuseau horaire doit être un nom IANA, par exemple Europe/Paris',
  event_limit: `Une offre peut avoir au plus ${MAX_EVENTS_PER_JOB} dates. Supprimez-en une pour en ajouter une autre.`,
  event_title_too_long: 'Le titre doit comporter au plus {{max}} caractères',
  event_note_too_long: 'La note doit comporter au plus {{max}} caractères',
  calendar_feed_not_found: 'Agenda introuvable',
  sent_resume_required: 'Choisissez le CV que vous avez envoyé',
  link_invalid_url: 'Veuillez saisir l’adresse web de l’offre d’emploi, commençant par http:// ou https://.',
  link_not_public:
    'Cette adresse n’est pas sur l’internet public, elle ne peut donc pas être lue. Collez plutôt le texte de l’offre.',
  link_too_many_redirects:
    'Cette page redirige ses visiteurs trop de fois. Collez plutôt le texte de l’offre.',
  link_too_large: 'Cette page dépasse 2 Mo. Collez plutôt le texte de l’offre.',
  link_timeout:
    'Cette page a mis plus de 5 secondes à répondre. Réessayez ou collez plutôt le texte de l’offre.',
  link_not_html: 'Cette adresse est un fichier, pas une page web. Collez plutôt le texte de l’offre.',
  link_needs_sign_in: 'Cette page demande une connexion ; collez plutôt le texte.',
  link_not_found: 'Cette page est introuvable. Vérifiez le lien ou collez plutôt le texte de l’offre.',
  link_unreachable: 'Cette page est inaccessible. Vérifiez le lien ou collez plutôt le texte de l’offre.',
  link_no_posting: 'Aucune offre d’emploi n’a été trouvée sur cette page. Collez plutôt le texte de l’offre.',

  upload_unreadable: 'Le fichier envoyé n’a pas pu être lu ; réessayez',
  csv_no_file: 'Choisissez un fichier CSV à importer',
  csv_too_large: 'Le fichier dépasse 1 Mo. Divisez-le en fichiers plus petits.',
  csv_too_many_rows: `Le fichier compte plus de ${JOB_CSV_MAX_ROWS.toLocaleString('fr')} lignes. Divisez-le en fichiers plus petits.`,
  csv_empty: 'Le fichier n’a aucune ligne sous sa ligne d’en-tête',
  csv_not_text: 'Ce n’est pas un fichier CSV : enregistrez la feuille de calcul au format CSV et réessayez',
  csv_mapping_invalid:
    'La correspondance des colonnes n’a pas pu être lue ; vérifiez les colonnes et réessayez',
  csv_mapping_length: 'La correspondance doit indiquer un champ ou « ignore » pour chaque colonne du fichier',
  csv_title_unmapped: 'Choisissez la colonne qui contient l’intitulé du poste',
  csv_company_unmapped: 'Choisissez la colonne qui contient l’entreprise',
  csv_field_twice: 'Une seule colonne peut correspondre à {{field}}',
  csv_quote_not_closed:
    'Le fichier n’a pas pu être lu comme CSV : une cellule entre guillemets n’est jamais fermée',
  csv_quote_not_closed_at:
    'Le fichier n’a pas pu être lu comme CSV (vers la ligne {{line}}) : une cellule entre guillemets n’est jamais fermée',
  csv_quote_not_doubled:
    'Le fichier n’a pas pu être lu comme CSV : un guillemet à l’intérieur d’une cellule n’est pas doublé',
  csv_quote_not_doubled_at:
    'Le fichier n’a pas pu être lu comme CSV (vers la ligne {{line}}) : un guillemet à l’intérieur d’une cellule n’est pas doublé',
  csv_rows_unreadable: 'Le fichier n’a pas pu être lu comme CSV : ses lignes sont illisibles',
  csv_rows_unreadable_at:
    'Le fichier n’a pas pu être lu comme CSV (vers la ligne {{line}}) : ses lignes sont illisibles',

  cover_letter_limit: `Vous pouvez conserver au plus ${MAX_COVER_LETTERS_PER_USER} lettres de motivation. Supprimez-en une pour en créer une autre.`,
  cover_letter_not_found: 'Lettre de motivation introuvable',
  cover_letter_title_required: 'Le titre de la lettre de motivation est obligatoire',
  cover_letter_title_too_long:
    'Le titre de la lettre de motivation doit comporter au plus {{max}} caractères',
  cover_letter_conflict:
    'Cette lettre de motivation a été modifiée dans un autre onglet ou sur un autre appareil. Choisissez la version à garder.',
  linked_item_gone: 'Le CV ou l’offre associé n’existe plus',
  linked_resume_not_found: 'Choisissez l’un de vos CV',
  linked_job_not_found: 'Choisissez l’une de vos offres enregistrées',

  import_no_file: 'Choisissez un fichier à importer',
  import_not_json: 'Ce fichier n’est pas un JSON valide',
  import_not_pdf: 'Ce fichier n’est pas un PDF',
  import_not_docx: 'Ce fichier n’est pas un document Word',
  import_not_zip: 'Ce fichier n’est pas une archive ZIP',
  import_not_resume: 'Ce JSON n’est ni un JSON Resume (basics, work, education...) ni un CV Resumable',
  import_nothing: 'Ce fichier de CV ne contient rien que nous puissions importer',
  import_nothing_wrong_types:
    'Ce fichier de CV ne contient rien que nous puissions importer : {{parts}} n’avaient pas le bon type',
  import_zip_too_big:
    'Ce ZIP décompressé dépasse ce que nous acceptons ; importez l’export LinkedIn tel que vous l’avez téléchargé',
  import_zip_too_many_files: 'Ce ZIP contient trop de fichiers pour être un export de données LinkedIn',
  import_zip_damaged: 'Cette archive ZIP est endommagée et n’a pas pu être lue',
  import_not_linkedin:
    'Ce ZIP ne contient aucun des fichiers de l’export LinkedIn (Profile.csv, Positions.csv, Education.csv, Skills.csv)',
  import_pdf_encrypted:
    'Ce PDF est protégé par un mot de passe ; enregistrez-en une copie sans mot de passe et importez-la',
  import_pdf_damaged: 'Ce PDF est endommagé et n’a pas pu être lu',
  import_pdf_too_many_pages: 'Ce PDF a {{pages}} pages ; un CV que nous pouvons lire en a 10 au plus',
  import_pdf_no_text:
    'Ce PDF ne contient pas de texte lisible (il semble numérisé ou composé d’images) ; importez le fichier Word ou PDF d’origine',
  import_docx_damaged: 'Ce document Word est endommagé et n’a pas pu être lu',
  import_docx_no_text: 'Ce document Word ne contient aucun texte à importer',
  import_too_slow: 'La lecture de ce fichier a pris trop de temps ; essayez un fichier plus petit',
  import_too_large: 'Le fichier dépasse 10 Mo',
  import_unsupported_type:
    'Type de fichier non pris en charge : importez un PDF, un document Word (.docx), un JSON Resume (.json) ou un export de données LinkedIn (.zip)',
  import_send_a_file: 'Envoyez un fichier en multipart/form-data ou un corps JSON {jsonResume}',
  ats_unsupported_type: 'Type de fichier non pris en charge : importez un PDF ou un document Word (.docx)',
  ats_format_invalid: 'Choisissez pdf ou docx',

  import_warning_no_field: '{{path}} : « {{text}} » n’a pas de champ à lui et a été laissé de côté',
  import_warning_no_sections:
    'Aucune rubrique d’expérience professionnelle ou de formation n’a été trouvée : vérifiez les rubriques ci-dessous',
  import_warning_school_notes_unnamed:
    'Les notes et activités d’un établissement n’ont pas leur place dans le CV et ont été laissées de côté',
  import_warning_school_notes:
    'Les notes et activités de {{school}} n’ont pas leur place dans le CV et ont été laissées de côté',
  import_warning_shortened: '{{where}} a été raccourci à {{max}} caractères',
  import_warning_items_kept: '{{where}} : seuls les {{max}} premiers éléments ont été gardés',
  import_warning_unnamed_profile_user_name:
    'Le nom d’utilisateur du profil « {{username}} » a été laissé de côté : seule son adresse est gardée',
  import_warning_profile_user_name:
    'Le nom d’utilisateur {{network}} « {{username}} » a été laissé de côté : seule son adresse est gardée',
  import_warning_value_left_out: '{{where}} (« {{value}} ») a été laissé de côté : {{reason}}',
  import_warning_left_out: '{{where}} a été laissé de côté : {{reason}}',
  import_warning_unreadable_parts: 'Certaines parties du fichier n’ont pas pu être lues',
  import_warning_no_place: '{{path}} n’a pas sa place dans le CV et a été laissé de côté',
  import_warning_skill_level:
    'Compétence « {{name}} » : le niveau « {{level}} » a été lu comme intermédiaire',
  import_shape_list: '{{path}} devrait être une liste, pas {{type}} : laissé de côté',
  import_shape_object: '{{path}} devrait être un objet, pas {{type}} : laissé de côté',

  check_contact_name: 'Ajoutez votre nom en haut du CV.',
  check_contact_email: 'Ajoutez une adresse e-mail pour qu’un recruteur puisse vous joindre.',
  check_contact_phone: 'Ajoutez un numéro de téléphone ; beaucoup de recruteurs appellent d’abord.',
  check_contact_city: 'Ajoutez votre ville : les filtres des ATS cherchent souvent par lieu.',
  check_date_unreadable:
    '« {{text}} » n’est pas une date qu’un ATS sait lire ; écrivez un mois et une année, par exemple « Mar 2021 ».',
  check_action_verb: 'Commencez par un verbe d’action (Led, Built, Reduced...) : « {{bullet}} »',
  check_add_number: 'Ajoutez un chiffre si vous en avez un (combien, à quelle fréquence) : « {{bullet}} »',
  check_long_bullet: 'Cette puce dépasse deux lignes ; gardez une idée par puce.',
  check_pronouns: 'Supprimez « I », « my » et « we » : un CV s’écrit sans pronoms.',
  check_repeated_verb: '« {{verb}} » ouvre {{count}} puces ; variez les verbes.',
  check_buzzwords: 'Montrez-le au lieu de le dire : « {{words}} » n’apprend pas grand-chose à un recruteur.',
  check_summary_missing: 'Ajoutez un résumé de deux ou trois lignes qui nomme le poste visé.',
  check_summary_pronouns: 'Supprimez « I », « my » et « we » du résumé.',
  check_summary_target: 'Nommez le poste visé (« {{job}} ») dans votre résumé.',
  check_heading: 'Les ATS cherchent des titres standard ; « {{title}} » risque de ne pas être reconnu.',
  ats_cause_dates: 'Le logiciel n’a pas compris ces dates telles qu’elles sont écrites dans le {{file}}.',
  ats_fix_dates:
    'Choisissez le mois dans le sélecteur de date, ou un format de date avec le mois et l’année (Mise en page > Format de date).',
  ats_cause_moved:
    'La compétence a été lue dans une autre rubrique : son titre n’a pas été reconnu comme Skills.',
  ats_fix_moved:
    'Gardez le titre « Skills » (Mise en page > Rubriques) et indiquez chaque compétence comme une entrée à part.',
  ats_cause_merged:
    'Deux puces ont été lues comme une seule : la séparation entre elles n’a pas été transmise.',
  ats_fix_merged:
    'Faites de chaque réalisation une puce à part dans l’éditeur, et limitez chaque puce à une ou deux lignes.',
  ats_cause_split:
    'Une puce a été lue comme plusieurs : un retour à la ligne à l’intérieur ressemble au début d’une nouvelle puce.',
  ats_fix_split: 'Supprimez les retours à la ligne dans cette puce.',
  ats_cause_missing:
    'Le logiciel n’a rien trouvé ici dans {{where}} du {{file}} créé avec le modèle {{template}}.',
  ats_cause_different:
    'Le logiciel a lu un autre texte dans {{where}} du {{file}} créé avec le modèle {{template}}.',
  ats_fix_name:
    'Choisissez un modèle avec le nom en texte simple en haut (le modèle {{template}} peut le placer là où le logiciel ne regarde pas).',
  ats_fix_contact:
    'Écrivez-la en entier dans Coordonnées, seule ; un modèle à une colonne garde la ligne de contact d’un seul tenant.',
  ats_fix_link: 'Écrivez l’adresse en entier (https://...), pas seulement comme un mot avec un lien.',
  ats_fix_job:
    'Donnez à l’intitulé du poste et à l’entreprise chacun leur champ ; un modèle à une colonne les garde sur une seule ligne de titre.',
  ats_fix_date: 'Choisissez le mois dans le sélecteur de date.',
  ats_fix_bullet:
    'Évitez les symboles et les tableaux dans les puces ; un modèle à une colonne garde les puces dans l’ordre de lecture.',
  ats_fix_education:
    'Remplissez l’établissement et le diplôme dans leurs propres champs ; un modèle à une colonne les garde ensemble.',
  ats_fix_skill: 'Gardez le titre « Skills » et indiquez chaque compétence comme une entrée à part.',
};
