import { describe, expect, it } from 'vitest';
import { generateBulletsRequestSchema } from '../../domain/ai-api';
import { skillSpellings } from './skill-spellings';
import { writeBullets } from './write-bullets';

describe('skillSpellings', () => {
  it('takes the spellings that say how a name is written, keyed in lower case', () => {
    expect(
      skillSpellings(['FieldView', 'Yardi Voyager', ' OpenRoads ', 'SQL', 'GA4', 'C++', 'PS&E', 'Mazak']),
    ).toEqual({
      fieldview: 'FieldView',
      'yardi voyager': 'Yardi Voyager',
      openroads: 'OpenRoads',
      sql: 'SQL',
      ga4: 'GA4',
      'c++': 'C++',
      'ps&e': 'PS&E',
      mazak: 'Mazak',
    });
  });

  it('leaves out words a sentence uses too, and names written in lower case', () => {
    expect(skillSpellings(['Leadership', 'Storyline', 'Customer service', 'dbt', 'x', ''])).toEqual({});
  });
});

describe('writeBullets with the resume skills', () => {
  const write = (notes: string, skill_names: string[]) =>
    writeBullets(
      generateBulletsRequestSchema.parse({
        job_title: 'Field Agronomist',
        draft_bullets: [notes],
        skill_names,
      }),
    );

  it("spells a tool as the user's skills list writes it", () => {
    const [bullet] = write('built vrt seeding scripts in fieldview', ['FieldView']);
    expect(bullet).toContain('FieldView');
    const [other] = write('completed all recerts in yardi voyager', ['Yardi Voyager']);
    expect(other).toContain('Yardi Voyager');
  });

  it('adds no skill the notes do not name', () => {
    const bullets = write('pulled grid soil samples', ['FieldView', 'Yardi Voyager']);
    expect(bullets.join(' ')).not.toMatch(/FieldView|Yardi/);
  });
});
