export default {
  'checker.heading': 'Verificador ATS de currículos gratuito',
  'checker.intro':
    'Carregue um currículo em PDF ou Word feito em qualquer lado e veja o texto que um analisador de currículos extrai dele: o seu nome e contactos, cada emprego e as respetivas datas, cada marcador, a sua formação e competências. Lemos o ficheiro com o mesmo leitor que a nossa importação usa. Cada sistema de recrutamento usa o seu próprio analisador, por isso isto mostra o que um analisador típico lê, não o que um empregador em particular verá. O ficheiro é lido em memória e nunca é guardado; não precisa de conta.',
  'checker.file': 'O seu currículo (PDF ou Word, até 10 MB)',
  'checker.jobAd': 'Anúncio de emprego (opcional): cole-o para obter um relatório de correspondência',
  'checker.submit': 'Verificar o meu currículo',
  'checker.reading': 'A ler o seu ficheiro',
  'checker.noFile': 'Escolha um ficheiro para importar',
  'checker.offline': 'Não foi possível fazer a verificação: verifique a sua ligação.',
  'checker.openFailed': 'Não foi possível abrir o currículo no editor.',
  'checker.read': 'O que foi lido',
  'checker.nothingRead': 'Não foi lido deste ficheiro nada que reconheçamos como um campo de currículo.',
  'checker.writing': 'Verificação ATS e de redação',
  'checker.match': 'Correspondência com o anúncio de emprego',
  'checker.continue': 'Continuar no editor',
  'field.name': 'Nome',
  'field.headline': 'Título',
  'field.email': 'E-mail',
  'field.phone': 'Telefone',
  'field.location': 'Localização',
  'field.website': 'Site',
  'field.contact': 'Contacto',
  'field.job.jobTitle': 'Emprego {{n}}, cargo',
  'field.job.company': 'Emprego {{n}}, empresa',
  'field.job.startDate': 'Emprego {{n}}, data de início',
  'field.job.endDate': 'Emprego {{n}}, data de fim',
  'field.job.bullet': 'Emprego {{n}}, marcador {{m}}',
  'field.school.institution': 'Formação {{n}}, instituição',
  'field.school.degree': 'Formação {{n}}, grau',
  'field.school.endDate': 'Formação {{n}}, data de fim',
  'field.skill': 'Competência {{n}}',
  'panel.signIn':
    'Inicie sessão para guardar o seu currículo e veja aqui o que um sistema de recrutamento lê dos respetivos ficheiros PDF e Word.',
  'panel.fileType': 'Tipo de ficheiro',
  'panel.failed': 'Não foi possível fazer a releitura: verifique a sua ligação e recarregue a página.',
  'panel.reading': 'A reler o seu ficheiro',
  'panel.allSame.pdf_one':
    'Todos os campos que verificámos foram relidos do seu ficheiro PDF tal como os escreveu ({{count}} campo).',
  'panel.allSame.pdf_many':
    'Todos os campos que verificámos foram relidos do seu ficheiro PDF tal como os escreveu ({{count}} de campos).',
  'panel.allSame.pdf_other':
    'Todos os campos que verificámos foram relidos do seu ficheiro PDF tal como os escreveu ({{count}} campos).',
  'panel.allSame.docx_one':
    'Todos os campos que verificámos foram relidos do seu ficheiro Word tal como os escreveu ({{count}} campo).',
  'panel.allSame.docx_many':
    'Todos os campos que verificámos foram relidos do seu ficheiro Word tal como os escreveu ({{count}} de campos).',
  'panel.allSame.docx_other':
    'Todos os campos que verificámos foram relidos do seu ficheiro Word tal como os escreveu ({{count}} campos).',
  'panel.differ.pdf_one': '{{count}} de {{total}} campos foi relido de forma diferente do seu ficheiro PDF.',
  'panel.differ.pdf_many':
    '{{count}} de {{total}} campos foram relidos de forma diferente do seu ficheiro PDF.',
  'panel.differ.pdf_other':
    '{{count}} de {{total}} campos foram relidos de forma diferente do seu ficheiro PDF.',
  'panel.differ.docx_one':
    '{{count}} de {{total}} campos foi relido de forma diferente do seu ficheiro Word.',
  'panel.differ.docx_many':
    '{{count}} de {{total}} campos foram relidos de forma diferente do seu ficheiro Word.',
  'panel.differ.docx_other':
    '{{count}} de {{total}} campos foram relidos de forma diferente do seu ficheiro Word.',
  'panel.every': 'Todos os campos, tal como escritos e tal como lidos',
  'panel.field': 'Campo',
  'panel.yours': 'O seu currículo',
  'panel.fromFile': 'Lido do ficheiro',
  'diff.list': 'Diferenças',
  'diff.kind.missing': 'não encontrado',
  'diff.kind.changed': 'alterado',
  'diff.kind.date': 'data',
  'diff.kind.moved': 'movido',
  'diff.kind.merged': 'juntado',
  'diff.kind.split': 'dividido',
  'diff.got': 'Escreveu «<expected></expected>»; o leitor obteve «<read></read>».',
  'diff.gotNothing': 'Escreveu «<expected></expected>»; o leitor não obteve nada.',
  'diff.fix': 'Correção: ',
  'summary.all.pdf_one':
    'Um leitor do tipo ATS obtém deste PDF {{count}} campo tal como o escreveu ({{score}}).',
  'summary.all.pdf_many':
    'Um leitor do tipo ATS obtém deste PDF os {{count}} de campos tal como os escreveu ({{score}}).',
  'summary.all.pdf_other':
    'Um leitor do tipo ATS obtém deste PDF todos os {{count}} campos tal como os escreveu ({{score}}).',
  'summary.all.docx_one':
    'Um leitor do tipo ATS obtém deste ficheiro Word {{count}} campo tal como o escreveu ({{score}}).',
  'summary.all.docx_many':
    'Um leitor do tipo ATS obtém deste ficheiro Word os {{count}} de campos tal como os escreveu ({{score}}).',
  'summary.all.docx_other':
    'Um leitor do tipo ATS obtém deste ficheiro Word todos os {{count}} campos tal como os escreveu ({{score}}).',
  'summary.some.pdf_one':
    'Um leitor do tipo ATS obtém deste PDF {{read}} de {{count}} campo tal como o escreveu ({{score}}).',
  'summary.some.pdf_many':
    'Um leitor do tipo ATS obtém deste PDF {{read}} dos seus {{count}} de campos tal como os escreveu ({{score}}).',
  'summary.some.pdf_other':
    'Um leitor do tipo ATS obtém deste PDF {{read}} dos seus {{count}} campos tal como os escreveu ({{score}}).',
  'summary.some.docx_one':
    'Um leitor do tipo ATS obtém deste ficheiro Word {{read}} de {{count}} campo tal como o escreveu ({{score}}).',
  'summary.some.docx_many':
    'Um leitor do tipo ATS obtém deste ficheiro Word {{read}} dos seus {{count}} de campos tal como os escreveu ({{score}}).',
  'summary.some.docx_other':
    'Um leitor do tipo ATS obtém deste ficheiro Word {{read}} dos seus {{count}} campos tal como os escreveu ({{score}}).',
  'summary.differences_one': '{{count}} diferença, com causa e correção',
  'summary.differences_many': '{{count}} de diferenças, com causa e correção',
  'summary.differences_other': '{{count}} diferenças, com causa e correção',
  'summary.failed.pdf':
    'Não foi possível reler o seu ficheiro PDF neste momento. Isto não afeta o descarregamento.',
  'summary.failed.docx':
    'Não foi possível reler o seu ficheiro Word neste momento. Isto não afeta o descarregamento.',
  'summary.reading.pdf': 'A reler o seu ficheiro PDF',
  'summary.reading.docx': 'A reler o seu ficheiro Word',
  'summary.readingLong.pdf': 'A reler o seu ficheiro PDF tal como um sistema de recrutamento faria…',
  'summary.readingLong.docx': 'A reler o seu ficheiro Word tal como um sistema de recrutamento faria…',
} as const;
