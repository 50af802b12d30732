import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../../domain/interface-languages';
import type { Messages } from './format-message';

/**
 * The catalogs say the glossary's words (docs/i18n-glossary.md) the same way everywhere: a step, a status and
 * Portuguese's variety read alike in the older catalogs (job-csv, job-sent, tailoring) and in the builder and
 * the job tracker they point to.
 */
const CATALOGS = import.meta.glob<Messages>('./catalogs/*/*.ts', { eager: true, import: 'default' });
const OTHER_LANGUAGES = INTERFACE_LANGUAGES.filter((language) => language !== 'en');

function catalog(namespace: string, language: string): Messages {
  const messages = CATALOGS[`./catalogs/${namespace}/${language}.ts`];
  if (!messages) throw new Error(`no catalog ${namespace}/${language}`);
  return messages;
}

const text = (messages: Messages, key: string) => String(messages[key]);

describe('the glossary in the older catalogs', () => {
  it.each(OTHER_LANGUAGES)(
    "%s: the tailoring panel names the builder's steps as the builder does",
    (language) => {
      const builder = catalog('builder', language);
      const tailoring = catalog('tailoring', language);
      for (const step of [
        'personal-details',
        'contact-info',
        'employment-history',
        'education',
        'skills',
        'prof-summary',
      ]) {
        expect(text(tailoring, `step.${step}`), step).toBe(text(builder, `step.${step}`));
      }
      expect(text(tailoring, 'step.sections')).toBe(text(builder, 'nav.additional'));
    },
  );

  it.each(OTHER_LANGUAGES)(
    '%s: the CSV import and "What you sent" name the statuses as the tracker does',
    (language) => {
      const jobs = catalog('jobs', language);
      const csv = catalog('job-csv', language);
      expect(text(catalog('job-sent', language), 'movedToApplied')).toContain(text(jobs, 'status.applied'));
      expect(text(csv, 'warn.unknownStatus')).toContain(text(jobs, 'status.saved'));
      expect(text(csv, 'warn.dateAppliedSaved')).toContain(text(jobs, 'status.saved'));
      expect(text(csv, 'field.status')).toBe(text(jobs, 'list.status'));
    },
  );

  it('Portuguese is European Portuguese in every catalog', () => {
    // Brazilian forms with a European counterpart the glossary names: ficheiro, eliminar, descarregar, registar,
    // contacto, secção, folha de cálculo, guardar, ecrã, telemóvel; 'A carregar...' rather than 'Carregando...';
    // no 'você' (the catalogs address the reader without a pronoun).
    const BRAZILIAN =
      /\b(você|arquivos? (CSV|Word|PDF|JSON)|um arquivo|o arquivo|excluir|excluíd[oa]s?|baixar|registr(ar|ado|ada|e)|contato|seção|planilha|salvar|salv[oa]s?(?! se)|tela|celular|aplicativo)\b|^[A-ZÀ-Ú][a-zà-ú]+(ando|endo|indo)\b/iu;
    const found = Object.entries(CATALOGS)
      .filter(([file]) => file.endsWith('/pt.ts'))
      .flatMap(([file, messages]) =>
        Object.entries(messages)
          .filter(([, message]) => BRAZILIAN.test(String(message)))
          .map(([key, message]) => `${file} ${key}: ${String(message)}`),
      );
    expect(found).toEqual([]);
  });
});
