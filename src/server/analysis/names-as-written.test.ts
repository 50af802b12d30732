import { describe, expect, it } from 'vitest';
import { namesAsWritten } from './names-as-written';

describe('names as the user wrote them in the request', () => {
  it('reads inner capitals, capitals and capitalised words inside a sentence, and runs of them', () => {
    expect(
      namesAsWritten(['built seeding scripts in FieldView and Yardi Voyager, ran LQA w Xbench']),
    ).toEqual({
      fieldview: 'FieldView',
      yardi: 'Yardi',
      voyager: 'Voyager',
      'yardi voyager': 'Yardi Voyager',
      lqa: 'LQA',
      xbench: 'Xbench',
    });
  });

  it('passes over the first word of a sentence or clause, title-cased lines and the pronoun', () => {
    expect(namesAsWritten(['Storyline courses. Built them, Ran reviews'])).toEqual({});
    expect(namesAsWritten(['Managed Budget And Staff Well'])).toEqual({});
    expect(namesAsWritten(['then I wrote it'])).toEqual({});
  });

  it('reads rich-text notes line by line', () => {
    expect(namesAsWritten(['<ul><li>Used DeepL daily</li></ul>'])).toEqual({ deepl: 'DeepL' });
  });
});
