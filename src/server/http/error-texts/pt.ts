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

/** European Portuguese (docs/i18n-glossary.md). */
export const PT: ErrorTexts = {
  not_signed_in: 'Não tem sessão iniciada',
  forbidden: 'Não tem permissão para fazer isto',
  not_found: 'Não encontrado',
  invalid_request: 'Pedido inválido',
  bad_request: 'Pedido inválido',
  malformed_json: 'O corpo JSON do pedido está mal formado',
  empty_body: 'O pedido está vazio',
  body_too_large: 'O pedido é demasiado grande',
  unsupported_media_type: 'Tipo de conteúdo não suportado',
  invalid_content_length: 'O comprimento do conteúdo é inválido',
  rate_limited: 'Demasiados pedidos. Tente novamente mais tarde.',
  rate_limited_retry: 'Demasiados pedidos. Tente novamente dentro de {{seconds}} segundos.',
  server_error: 'Algo correu mal. Tente novamente.',

  cross_site_refused: 'Pedido de outro site recusado',
  first_name_required: 'O nome próprio é obrigatório',
  first_name_too_short: 'O nome próprio deve ter pelo menos {{min}} caracteres',
  first_name_too_long: 'O nome próprio deve ter menos de {{max}} caracteres',
  last_name_required: 'O apelido é obrigatório',
  last_name_too_short: 'O apelido deve ter pelo menos {{min}} caracteres',
  last_name_too_long: 'O apelido deve ter menos de {{max}} caracteres',
  email_required: 'O e-mail é obrigatório',
  email_invalid: 'Introduza um endereço de e-mail válido',
  email_too_long: 'O e-mail deve ter menos de {{max}} caracteres',
  password_required: 'A palavra-passe é obrigatória',
  password_too_short: 'A palavra-passe deve ter pelo menos {{min}} caracteres',
  password_too_long: 'A palavra-passe deve ter menos de {{max}} caracteres',
  password_needs_uppercase: 'A palavra-passe deve conter pelo menos uma letra maiúscula',
  password_needs_lowercase: 'A palavra-passe deve conter pelo menos uma letra minúscula',
  password_needs_number: 'A palavra-passe deve conter pelo menos um algarismo',
  passwords_dont_match: 'As palavras-passe não coincidem',
  confirm_password_required: 'Confirme a sua palavra-passe',
  reset_token_required: 'Falta o código de reposição',
  invalid_reset_link:
    'Esta ligação para repor a palavra-passe é inválida ou expirou. Peça uma nova reposição da palavra-passe.',
  email_taken: 'Já existe uma conta com este e-mail',
  invalid_login: 'E-mail ou palavra-passe inválidos',
  unverified_email_taken:
    'Já existe uma conta com este e-mail. Inicie sessão com a sua palavra-passe e tente novamente.',
  provider_shared_no_email: 'O fornecedor não partilhou nenhum endereço de e-mail.',
  provider_not_configured: 'O início de sessão com {{provider}} não está configurado',
  provider_unavailable:
    'O início de sessão com {{provider}} não está disponível de momento. Tente novamente mais tarde.',
  two_factor_session_expired:
    'O início de sessão demorou demasiado. Introduza novamente o seu e-mail e a sua palavra-passe.',
  invalid_token: 'Este token é inválido, expirou ou foi revogado',
  read_only_token: 'Este token só permite ler: crie um token de leitura e escrita para fazer alterações',
  cookie_only:
    'Um token não pode alterar a forma como a conta inicia sessão, os seus tokens nem os seus pagamentos: faça-o nas Definições da conta',
  mcp_token_required:
    'O servidor MCP precisa de um token de acesso pessoal ou de um token de acesso OAuth: envie-o como Authorization: Bearer <token>',
  authorization_expired: 'Este pedido de autorização expirou. Comece de novo a partir do seu assistente.',
  assistant_not_found: 'Esse assistente ligado não existe',

  password_to_confirm_required: 'Introduza a sua palavra-passe para confirmar a sua identidade',
  wrong_password: 'A palavra-passe está incorreta',
  current_password_required: 'A palavra-passe atual é obrigatória',
  wrong_current_password: 'A palavra-passe atual está incorreta',
  same_password: 'A nova palavra-passe deve ser diferente da atual',
  no_password_to_change:
    'Esta conta inicia sessão com um fornecedor e não tem palavra-passe para alterar. Use «Esqueci-me da palavra-passe» para definir uma.',
  confirm_email_mismatch: 'O e-mail escrito não corresponde ao e-mail desta conta',
  fresh_sign_in_required: `Por segurança, termine sessão, inicie-a novamente com o seu fornecedor e tente outra vez nos ${FRESH_SIGN_IN_MINUTES} minutos seguintes.`,
  export_taking_long:
    'A exportação dos seus dados está a demorar mais do que o habitual. Tente novamente dentro de um minuto.',
  email_in_use: 'Outra conta já usa este e-mail',
  same_email: 'Este já é o seu e-mail',
  invalid_email_change_link:
    'Esta ligação de confirmação é inválida, já foi usada ou expirou. Peça a alteração novamente nas Definições da conta.',
  email_already_confirmed: 'O seu e-mail já está confirmado',
  unknown_interface_language: 'Escolha um dos idiomas da interface: {{languages}}',
  code_required: 'Introduza o código de 6 dígitos da sua aplicação de autenticação',
  wrong_code: 'Esse código não está correto ou expirou. Experimente o código mais recente.',
  two_factor_already_on: 'O início de sessão em dois passos já está ativado',
  two_factor_not_on: 'O início de sessão em dois passos não está ativado',
  session_not_found: 'Sessão não encontrada',
  too_many_tokens: `Tem ${MAX_TOKENS_PER_USER} tokens. Revogue primeiro um que já não use.`,
  token_not_found: 'Token não encontrado',
  token_name_required: 'Dê um nome ao token, como o assistente ou o script que o usa',
  token_scope_invalid: 'Escolha leitura, ou leitura e escrita',
  token_expiry_invalid: 'Escolha 30, 90 ou 365 dias, ou sem validade',
  token_name_too_long: 'O nome deve ter no máximo {{max}} caracteres',
  passkey_not_verified: 'Não foi possível verificar esta chave de acesso. Tente novamente.',
  passkey_request_expired: 'O pedido da chave de acesso expirou. Tente novamente.',
  passkey_sign_in_failed:
    'O início de sessão com esta chave de acesso falhou. Tente novamente ou use a sua palavra-passe.',
  passkey_already_added: 'Esta chave de acesso já foi adicionada',
  passkey_not_found: 'Chave de acesso não encontrada',
  passkey_name_required: 'Dê um nome à chave de acesso',
  passkey_name_too_long: 'O nome deve ter no máximo {{max}} caracteres',
  provider_cancel_failed:
    'Não foi possível cancelar a sua subscrição junto do fornecedor de pagamentos, por isso nada foi eliminado. Tente novamente dentro de alguns minutos ou contacte o apoio.',

  unknown_plan: 'Plano desconhecido',
  invalid_origin: 'Origem inválida',
  nothing_to_cancel: 'Não tem nenhuma subscrição ativa para cancelar',
  unknown_checkout: 'Sessão de pagamento desconhecida',
  checkout_amount_mismatch: 'O montante do pagamento não corresponde ao plano',
  invalid_webhook_signature: 'Assinatura de webhook inválida',
  resume_not_found: 'Currículo não encontrado',
  checkout_failed: 'Não foi possível criar a sessão de pagamento',
  checkout_not_found: 'Sessão de pagamento não encontrada',
  checkout_already_completed: 'Esta sessão de pagamento já está concluída',
  checkout_closed: 'Esta sessão de pagamento já não está aberta',

  draft_limit: `Pode guardar no máximo ${MAX_DRAFTS_PER_USER} rascunhos de currículo. Elimine um para criar outro.`,
  draft_not_found: 'Rascunho de currículo não encontrado',
  resume_title_required: 'O título do currículo é obrigatório',
  resume_title_too_long: 'O título do currículo deve ter no máximo {{max}} caracteres',
  draft_conflict:
    'Este currículo foi alterado noutro separador ou dispositivo. Escolha a versão que quer manter.',
  paid_status_refused: "O estado tem de ser 'draft' ou 'pending'",
  version_not_whole: 'A versão tem de ser um número inteiro',
  version_too_small: 'A versão tem de ser pelo menos 1',
  version_not_found: 'Versão não encontrada',
  migration_key_invalid: 'Chave de migração inválida',
  other_users_drafts: 'Não pode listar os rascunhos de outro utilizador',
  if_match_required:
    'Envie a versão do rascunho em If-Match (o campo `version` de GET /api/resume-drafts/{id}), para que nenhuma alteração se perca',
  patch_not_array: 'Um JSON Patch é uma lista de operações (RFC 6902)',
  patch_too_long: 'Um patch tem no máximo {{max}} operações',
  export_needs_plan:
    'Para descarregar precisa de um plano ativo. Escolha um plano para descarregar o seu currículo.',
  letter_export_needs_plan:
    'Para descarregar precisa de um plano ativo. Escolha um plano para descarregar a sua carta de apresentação.',
  download_link_invalid:
    'Esta ligação de transferência é inválida ou expirou. Peça uma nova ao seu assistente.',
  download_link_other_account:
    'Esta ligação de transferência pertence a outra conta. Termine sessão ou peça uma ligação sua.',
  downloads_not_enabled: 'O proprietário deste currículo não ativou as transferências',
  share_enabled_invalid: 'enabled tem de ser true ou false',
  share_password_too_long: 'A palavra-passe deve ter no máximo {{max}} caracteres',
  invalid_resume: 'Currículo inválido',
  resume_shape_invalid: 'O currículo não tem a forma esperada',
  text_too_long: 'Deve ter no máximo {{max}} caracteres',
  too_many_items: 'No máximo {{max}} elementos',
  invalid_id: 'Identificador inválido',
  valid_email_required: 'É necessário um e-mail válido',
  url_invalid: 'Introduza um URL válido',
  font_size_not_whole: 'O tamanho da letra tem de ser um número inteiro',
  font_size_too_small: 'O tamanho da letra tem de ser pelo menos {{min}}',
  font_size_too_large: 'O tamanho da letra pode ser no máximo {{max}}',
  unknown_section: 'Secção desconhecida',
  too_many_sections: 'No máximo {{max}} secções',
  section_title_required: 'O título da secção é obrigatório',
  unknown_font_family: 'Tipo de letra desconhecido',
  line_spacing_not_number: 'O espaçamento entre linhas tem de ser um número',
  line_spacing_too_small: 'O espaçamento entre linhas tem de ser pelo menos {{min}}',
  line_spacing_too_large: 'O espaçamento entre linhas pode ser no máximo {{max}}',
  section_spacing_not_number: 'O espaçamento entre secções tem de ser um número',
  section_spacing_too_small: 'O espaçamento entre secções tem de ser pelo menos {{min}}',
  section_spacing_too_large: 'O espaçamento entre secções pode ser no máximo {{max}}',
  margin_not_number: 'A margem tem de ser um número',
  margin_too_small: 'A margem tem de ter pelo menos {{min}} mm',
  margin_too_large: 'A margem pode ter no máximo {{max}} mm',
  unknown_date_format: 'Formato de data desconhecido',
  unknown_resume_language: 'Idioma do currículo desconhecido',
  unknown_photo_shape: 'Forma da fotografia desconhecida',
  job_title_required: 'O cargo é obrigatório',
  company_required: 'A empresa é obrigatória',
  start_date_required: 'A data de início é obrigatória',
  institution_required: 'A instituição é obrigatória',
  degree_required: 'O grau académico é obrigatório',
  skill_name_required: 'O nome da competência é obrigatório',
  summary_too_short: 'O resumo deve ter pelo menos 10 caracteres',
  summary_too_long: 'O resumo deve ter menos de 500 caracteres',
  professional_summary_too_short: 'O resumo profissional deve ter pelo menos 10 caracteres',

  photo_too_large: 'A fotografia tem mais de 5 MB',
  photo_not_found: 'Nenhuma fotografia carregada',
  photo_not_an_image: 'Carregue uma imagem PNG ou JPEG (SVG, GIF, WebP e outros ficheiros não são aceites)',
  photo_unreadable: 'Não foi possível ler esta imagem; guarde-a novamente como PNG ou JPEG e tente outra vez',
  photo_too_many_pixels: 'Esta imagem tem demasiados píxeis; use uma com menos de 40 megapíxeis',

  job_limit: `Pode guardar no máximo ${MAX_JOBS_PER_USER} ofertas. Elimine uma para adicionar outra.`,
  job_not_found: 'Oferta não encontrada',
  job_link_invalid: 'Introduza um endereço web que comece por http:// ou https://',
  job_link_too_long: 'A ligação deve ter no máximo {{max}} caracteres',
  job_status_invalid: 'O estado tem de ser um destes: {{statuses}}',
  resume_to_tailor_required: 'Escolha um currículo para adaptar',
  move_index_invalid: 'A posição na coluna tem de ser um número inteiro a partir de 0',
  job_description_not_text: 'A descrição da oferta tem de ser texto',
  notes_not_text: 'As notas têm de ser texto',
  notes_too_long: 'As notas devem ter no máximo {{max}} caracteres',
  contact_name_required: 'Introduza o nome do contacto',
  contact_linkedin_invalid: 'Introduza um endereço do LinkedIn que comece por https://www.linkedin.com/',
  contacts_too_many: `Uma oferta pode ter no máximo ${MAX_CONTACTS_PER_JOB} contactos`,
  next_step_date_invalid: 'Escreva a data como AAAA-MM-DD',
  archive_reason_invalid: 'O motivo tem de ser um destes: {{reasons}}',
  contact_id_invalid: 'O identificador do contacto tem de ter de 1 a 64 letras, algarismos ou hífenes',
  job_description_required: 'Cole a descrição do anúncio de emprego',
  job_description_too_long: `A descrição do anúncio deve ter no máximo ${MAX_JOB_DESCRIPTION_CHARS.toLocaleString('pt-PT')} caracteres`,
  event_not_found: 'Data não encontrada',
  event_kind_invalid: 'O tipo tem de ser um destes: {{kinds}}',
  event_date_invalid: 'A data tem de ser um dia real escrito como AAAA-MM-DD',
  event_time_invalid: 'A hora tem de ser escrita como HH:MM (24 horas)',
  event_time_zone_invalid: 'O fuso horário tem de ser um nome IANA, como Europe/Lisbon',
  event_limit: `Uma oferta pode ter no máximo ${MAX_EVENTS_PER_JOB} datas. Elimine uma para adicionar outra.`,
  event_title_too_long: 'O título deve ter no máximo {{max}} caracteres',
  event_note_too_long: 'A nota deve ter no máximo {{max}} caracteres',
  calendar_feed_not_found: 'Calendário não encontrado',
  sent_resume_required: 'Escolha o currículo que enviou',
  link_invalid_url: 'Introduza o endereço web do anúncio de emprego, começando por http:// ou https://.',
  link_not_public:
    'Esse endereço não está na internet pública, por isso não pode ser lido. Cole antes o texto do anúncio.',
  link_too_many_redirects:
    'Essa página reencaminha os visitantes demasiadas vezes. Cole antes o texto do anúncio.',
  link_too_large: 'Essa página tem mais de 2 MB. Cole antes o texto do anúncio.',
  link_timeout:
    'Essa página demorou mais de 5 segundos a responder. Tente novamente ou cole antes o texto do anúncio.',
  link_not_html: 'Esse endereço é um ficheiro, não uma página web. Cole antes o texto do anúncio.',
  link_needs_sign_in: 'Essa página exige início de sessão; cole antes o texto.',
  link_not_found: 'Essa página não foi encontrada. Verifique a ligação ou cole antes o texto do anúncio.',
  link_unreachable:
    'Não foi possível aceder a essa página. Verifique a ligação ou cole antes o texto do anúncio.',
  link_no_posting:
    'Não foi encontrado nenhum anúncio de emprego nessa página. Cole antes o texto do anúncio.',

  upload_unreadable: 'Não foi possível ler o ficheiro carregado; tente novamente',
  csv_no_file: 'Escolha um ficheiro CSV para importar',
  csv_too_large: 'O ficheiro tem mais de 1 MB. Divida-o em ficheiros mais pequenos.',
  csv_too_many_rows: `O ficheiro tem mais de ${JOB_CSV_MAX_ROWS.toLocaleString('pt-PT')} linhas. Divida-o em ficheiros mais pequenos.`,
  csv_empty: 'O ficheiro não tem linhas por baixo da linha de cabeçalho',
  csv_not_text: 'Isto não é um ficheiro CSV: guarde a folha de cálculo como CSV e tente novamente',
  csv_mapping_invalid:
    'Não foi possível ler a correspondência das colunas; reveja as colunas e tente novamente',
  csv_mapping_length: 'A correspondência tem de indicar um campo ou "ignore" para cada coluna do ficheiro',
  csv_title_unmapped: 'Escolha a coluna que contém o cargo',
  csv_company_unmapped: 'Escolha a coluna que contém a empresa',
  csv_field_twice: 'Só uma coluna pode corresponder a {{field}}',
  csv_quote_not_closed: 'Não foi possível ler o ficheiro como CSV: uma célula entre aspas nunca é fechada',
  csv_quote_not_closed_at:
    'Não foi possível ler o ficheiro como CSV (perto da linha {{line}}): uma célula entre aspas nunca é fechada',
  csv_quote_not_doubled:
    'Não foi possível ler o ficheiro como CSV: umas aspas dentro de uma célula não estão duplicadas',
  csv_quote_not_doubled_at:
    'Não foi possível ler o ficheiro como CSV (perto da linha {{line}}): umas aspas dentro de uma célula não estão duplicadas',
  csv_rows_unreadable: 'Não foi possível ler o ficheiro como CSV: as suas linhas não puderam ser lidas',
  csv_rows_unreadable_at:
    'Não foi possível ler o ficheiro como CSV (perto da linha {{line}}): as suas linhas não puderam ser lidas',

  cover_letter_limit: `Pode guardar no máximo ${MAX_COVER_LETTERS_PER_USER} cartas de apresentação. Elimine uma para criar outra.`,
  cover_letter_not_found: 'Carta de apresentação não encontrada',
  cover_letter_title_required: 'O título da carta de apresentação é obrigatório',
  cover_letter_title_too_long: 'O título da carta de apresentação deve ter no máximo {{max}} caracteres',
  cover_letter_conflict:
    'Esta carta de apresentação foi alterada noutro separador ou dispositivo. Escolha a versão que quer manter.',
  linked_item_gone: 'O currículo ou a oferta associada já não existe',
  linked_resume_not_found: 'Escolha um dos seus currículos',
  linked_job_not_found: 'Escolha uma das suas ofertas guardadas',

  import_no_file: 'Escolha um ficheiro para importar',
  import_not_json: 'Este ficheiro não é um JSON válido',
  import_not_pdf: 'Este ficheiro não é um PDF',
  import_not_docx: 'Este ficheiro não é um documento Word',
  import_not_zip: 'Este ficheiro não é um arquivo ZIP',
  import_not_resume:
    'Este JSON não é um JSON Resume (basics, work, education...) nem um currículo do Resumable',
  import_nothing: 'Este ficheiro de currículo não tem nada que possamos importar',
  import_nothing_wrong_types:
    'Este ficheiro de currículo não tem nada que possamos importar: {{parts}} tinham o tipo errado',
  import_zip_too_big:
    'Este ZIP descompactado excede o que aceitamos; carregue a exportação do LinkedIn tal como foi descarregada',
  import_zip_too_many_files:
    'Este ZIP contém demasiados ficheiros para ser uma exportação de dados do LinkedIn',
  import_zip_damaged: 'Este arquivo ZIP está danificado e não foi possível lê-lo',
  import_not_linkedin:
    'Este ZIP não contém nenhum dos ficheiros da exportação do LinkedIn (Profile.csv, Positions.csv, Education.csv, Skills.csv)',
  import_pdf_encrypted:
    'Este PDF está protegido por palavra-passe; guarde uma cópia sem palavra-passe e carregue-a',
  import_pdf_damaged: 'Este PDF está danificado e não foi possível lê-lo',
  import_pdf_too_many_pages:
    'Este PDF tem {{pages}} páginas; um currículo que conseguimos ler tem no máximo 10',
  import_pdf_no_text:
    'Este PDF não tem texto que consigamos ler (parece digitalizado ou feito de imagens); carregue o ficheiro Word ou PDF original',
  import_docx_damaged: 'Este documento Word está danificado e não foi possível lê-lo',
  import_docx_no_text: 'Este documento Word não tem texto para importar',
  import_too_slow: 'A leitura deste ficheiro demorou demasiado; experimente um ficheiro mais pequeno',
  import_too_large: 'O ficheiro tem mais de 10 MB',
  import_unsupported_type:
    'Tipo de ficheiro não suportado: carregue um PDF, um documento Word (.docx), um JSON Resume (.json) ou uma exportação de dados do LinkedIn (.zip)',
  import_send_a_file: 'Envie um ficheiro como multipart/form-data ou um corpo JSON {jsonResume}',
  ats_unsupported_type: 'Tipo de ficheiro não suportado: carregue um PDF ou um documento Word (.docx)',
  ats_format_invalid: 'Escolha pdf ou docx',

  import_warning_no_field: '{{path}}: "{{text}}" não tem um campo próprio e foi omitido',
  import_warning_no_sections:
    'Não foi encontrada nenhuma secção de experiência profissional ou de formação: verifique as secções abaixo',
  import_warning_school_notes_unnamed:
    'As notas e atividades de uma instituição de ensino não têm lugar no currículo e foram omitidas',
  import_warning_school_notes:
    'As notas e atividades de {{school}} não têm lugar no currículo e foram omitidas',
  import_warning_shortened: '{{where}} foi encurtado para {{max}} caracteres',
  import_warning_items_kept: '{{where}}: só foram mantidos os primeiros {{max}} elementos',
  import_warning_unnamed_profile_user_name:
    'O nome de utilizador do perfil "{{username}}" foi omitido: só o endereço é mantido',
  import_warning_profile_user_name:
    'O nome de utilizador de {{network}} "{{username}}" foi omitido: só o endereço é mantido',
  import_warning_value_left_out: '{{where}} ("{{value}}") foi omitido: {{reason}}',
  import_warning_left_out: '{{where}} foi omitido: {{reason}}',
  import_warning_unreadable_parts: 'Não foi possível ler partes do ficheiro',
  import_warning_no_place: '{{path}} não tem lugar no currículo e foi omitido',
  import_warning_skill_level: 'Competência "{{name}}": o nível "{{level}}" foi lido como intermédio',
  import_shape_list: '{{path}} devia ser uma lista, não {{type}}: omitido',
  import_shape_object: '{{path}} devia ser um objeto, não {{type}}: omitido',

  check_contact_name: 'Adicione o seu nome no topo do currículo.',
  check_contact_email: 'Adicione um endereço de e-mail para que um recrutador o possa contactar.',
  check_contact_phone: 'Adicione um número de telefone; muitos recrutadores telefonam primeiro.',
  check_contact_city: 'Adicione a sua cidade: os filtros dos ATS procuram muitas vezes por localização.',
  check_date_unreadable:
    '"{{text}}" não é uma data que um ATS consiga ler; escreva um mês e um ano, como "Mar 2021".',
  check_action_verb: 'Comece com um verbo de ação (Led, Built, Reduced...): "{{bullet}}"',
  check_add_number: 'Adicione um número, se o tiver (quantos, quanto, com que frequência): "{{bullet}}"',
  check_long_bullet: 'Este marcador ocupa mais de duas linhas; mantenha uma ideia por marcador.',
  check_pronouns: 'Retire "I", "my" e "we": os currículos escrevem-se sem pronomes.',
  check_repeated_verb: '"{{verb}}" inicia {{count}} marcadores; varie os verbos.',
  check_buzzwords: 'Mostre em vez de dizer: "{{words}}" diz pouco a um recrutador.',
  check_summary_missing: 'Adicione um resumo de duas ou três linhas que indique o cargo que procura.',
  check_summary_pronouns: 'Retire "I", "my" e "we" do resumo.',
  check_summary_target: 'Indique o cargo pretendido ("{{job}}") no seu resumo.',
  check_heading: 'Os ATS procuram títulos habituais; "{{title}}" pode não ser reconhecido.',
  ats_cause_dates: 'O leitor não percebeu estas datas tal como estão escritas no {{file}}.',
  ats_fix_dates:
    'Escolha o mês no seletor de datas, ou um formato de data com o mês e o ano (Aspeto > Formato da data).',
  ats_cause_moved: 'A competência foi lida noutra secção: o título não foi reconhecido como Skills.',
  ats_fix_moved:
    "Mantenha o título 'Skills' (Aspeto > Secções) e indique cada competência como uma entrada própria.",
  ats_cause_merged: 'Dois marcadores foram lidos como um só: a separação entre eles não chegou ao leitor.',
  ats_fix_merged:
    'Faça de cada conquista um marcador próprio no editor e mantenha cada marcador em uma ou duas linhas.',
  ats_cause_split:
    'Um marcador foi lido como vários: uma quebra de linha dentro dele parece o início de um novo marcador.',
  ats_fix_split: 'Retire as quebras de linha dentro deste marcador.',
  ats_cause_missing:
    'O leitor não encontrou nada nesta parte ({{where}}) do {{file}} criado com o modelo {{template}}.',
  ats_cause_different:
    'O leitor obteve um texto diferente nesta parte ({{where}}) do {{file}} criado com o modelo {{template}}.',
  ats_fix_name:
    'Escolha um modelo com o nome em texto simples no topo (o modelo {{template}} pode colocá-lo onde o leitor não procura).',
  ats_fix_contact:
    'Escreva-o por extenso nos Dados de contacto, sozinho; um modelo de uma coluna mantém a linha de contacto junta.',
  ats_fix_link: 'Escreva o endereço por extenso (https://...), e não apenas como uma palavra com ligação.',
  ats_fix_job:
    'Dê ao cargo e à empresa um campo próprio cada; um modelo de uma coluna mantém-nos numa só linha de título.',
  ats_fix_date: 'Escolha o mês no seletor de datas.',
  ats_fix_bullet:
    'Evite símbolos e tabelas dentro dos marcadores; um modelo de uma coluna mantém os marcadores pela ordem de leitura.',
  ats_fix_education:
    'Preencha a instituição e o grau académico nos seus próprios campos; um modelo de uma coluna mantém-nos juntos.',
  ats_fix_skill: "Mantenha o título 'Skills' e indique cada competência como uma entrada própria.",
};
