import { describe, expect, it } from 'vitest';
import { cleanTokens, detokenize, tokenize } from './clean-words';
import { PRODUCT_NAMES } from './data/product-names';
import { productCasing } from './product-casing';

const clean = (text: string) => detokenize(cleanTokens(tokenize(text), { jobTitle: '' }));

describe('tools written as their makers write them', () => {
  it('cases a name with capitals inside, or a long acronym, wherever it stands', () => {
    expect(clean('scheduled 60 loads a week in mercurygate')).toContain('MercuryGate');
    expect(clean('made zoning maps with arcgis pro')).toContain('ArcGIS Pro');
    expect(clean('ran bloodwork on the idexx machines')).toContain('IDEXX');
    expect(clean('ran pcr on patient samples')).toContain('PCR');
  });

  it('cases a name that is also a word only where a tool stands', () => {
    expect(clean('run doc review in relativity')).toContain('in Relativity');
    expect(clean('explained the relativity of costs to clients')).toContain('the relativity of costs');
    expect(clean('charted in cornerstone')).toContain('in Cornerstone');
    expect(clean('was a cornerstone of the team')).toContain('a cornerstone of');
    expect(clean('analyzed survey data in r')).toContain('in R');
  });

  it("reads the match vocabulary's unmistakable names too, and leaves its one-word names to the list", () => {
    expect(clean('built weekly reports in looker studio')).toContain('in Looker Studio');
    expect(clean('built airflow dags for claims data')).toContain('Airflow DAGs');
    expect(clean('measured airflow at every vent')).toContain('measured airflow');
    // Ordinary words the vocabulary also holds as tools stay words.
    expect(clean('made drinks with mocha and caramel')).toContain('with mocha');
    expect(clean('seasoned the roast with sage')).toContain('with sage');
    expect(clean('said it in jest')).toContain('in jest');
  });

  it('lets the product list decide over the vocabulary (Opera, not OPERA)', () => {
    expect(clean('checked night audit reports in opera')).toContain('in Opera');
  });

  it('holds each name once, as written, with no lower-case name', () => {
    const names = PRODUCT_NAMES.map((name) => name.replace(/^@/, ''));
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    for (const name of names) expect(name, name).not.toBe(name.toLowerCase());
    const { always, inToolPlace } = productCasing();
    expect(Object.keys(always).some((key) => key in inToolPlace)).toBe(false);
  });
});
