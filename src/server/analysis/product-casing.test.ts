import { describe, expect, it } from 'vitest';
import { cleanTokens, detokenize, tokenize } from './clean-words';
import { NAMES_CLOSING_A_PHRASE, PRODUCT_NAMES } from './data/product-names';
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

  it('spells the standard tools of many fields, acronyms included', () => {
    expect(clean('logged work orders in trax, did ndt per faa rules')).toContain('in TRAX, did NDT per FAA');
    expect(clean('read ct studies in pacs, sent reports via powerscribe')).toContain(
      'in PACS, sent reports via PowerScribe',
    );
    expect(clean('triaged alerts in splunk and crowdstrike falcon')).toContain(
      'Splunk and CrowdStrike Falcon',
    );
    expect(clean('did takeoffs in bluebeam and planswift')).toContain('in Bluebeam and PlanSwift');
    expect(clean('raised requisitions in sap ariba and coupa')).toContain('in SAP Ariba and Coupa');
    expect(clean('filed h-1b petitions in inszoom, answered rfes')).toContain(
      'H-1B petitions in INSZoom, answered RFEs',
    );
    expect(clean('programmed allen-bradley plcs in studio 5000')).toContain(
      'Allen-Bradley PLCs in Studio 5000',
    );
    expect(clean('built hmi screens in factorytalk view')).toContain('HMI screens in FactoryTalk View');
    expect(clean('cleaned parcels with arcpy in arcgis pro')).toContain('with ArcPy in ArcGIS Pro');
  });

  it("lets WordNet say which names are also words: those wait for a tool's place", () => {
    expect(clean('filed entries in ace')).toContain('in ACE');
    expect(clean('was an ace at closing')).toContain('an ace at');
    expect(clean('manage 120 windows servers')).toContain('120 Windows servers');
    expect(clean('cleaned windows and doors')).toContain('cleaned windows');
    expect(clean('do dot inspections on trucks')).toContain('DOT inspections');
    expect(clean('built alarm screens in ignition')).toContain('in Ignition');
    expect(clean('turned the ignition off')).toContain('the ignition off');
    // A word joined to a tool by 'and' or a comma stands where the tool does.
    expect(clean('analyzed trial data in sas and r')).toContain('in SAS and R');
    expect(clean('cleaned data with r and python')).toContain('with R and Python');
    expect(clean('ran meta and google ads')).toContain('ran Meta and Google Ads');
    // Names joined by a slash, once one of them is sure; 'and/or' and 'day/night' hold none.
    expect(clean('analyzed data in sas/r')).toContain('in SAS/R');
    expect(clean('built models with excel/vba')).toContain('with Excel/VBA');
    expect(clean('covered day/night shifts and/or weekends')).toContain('day/night shifts and/or weekends');
    expect(clean('looked up hts codes and filed ace entries')).toContain('filed ACE entries');
    expect(clean('shipped the ace and the king')).toContain('the ace and the king');
    expect(clean('read and wrote reports')).toContain('read and wrote');
  });

  it('writes what WordNet only writes capitalised: places, days, agencies, drug brands', () => {
    expect(clean('managed routes across texas every friday')).toContain('across Texas every Friday');
    expect(clean('moved to new york')).toContain('New York');
    expect(clean('gave tylenol as ordered')).toContain('gave Tylenol');
    // Irregular verbs are words, not the acronyms they are spelled like ('LED', 'Fed').
    expect(clean('led the team and fed the animals')).toContain('led the team and fed the animals');
    expect(clean('answered questions about the city')).toContain('about the city');
  });

  it("reads 'for' after a thing made for a tool as the tool's place ('detections for sentinel')", () => {
    expect(clean('wrote kql detections for sentinel')).toContain('detections for Sentinel');
    expect(clean('wrote scripts for jenkins')).toContain('scripts for Jenkins');
    expect(clean('stood sentinel for the team')).toContain('stood sentinel for the team');
  });

  it('reads a name before a model number as its maker (piper pa-28s)', () => {
    expect(clean('inspected cessna 172s and piper pa-28s')).toContain('Cessna 172s and Piper PA-28s');
    expect(clean('played the piper at the parade')).toContain('the piper at');
  });

  it('keeps what the note already wrote in capitals, and what the vocabulary writes in lower case', () => {
    expect(clean('manage fmla and ada leaves')).toContain('FMLA and ADA leaves');
    expect(clean('check IDs at the door')).toContain('check IDs');
    expect(clean('wrote dbt models')).toContain('dbt models');
  });

  it('joins a name the note split and splits one it joined, as the maker writes it', () => {
    expect(clean('kept the books in quick books')).toContain('in QuickBooks');
    expect(clean('posted files on share point')).toContain('on SharePoint');
    expect(clean('rewired allen bradley panels')).toContain('Allen-Bradley panels');
    expect(clean('built reports in powerbi')).toContain('in Power BI');
    expect(clean('a quick books review')).toContain('a quick books review');
    expect(clean('used iready and nearpod')).toContain('used i-Ready and Nearpod');
    expect(clean('did i-9s and e-verify')).toContain('did I-9s and E-Verify');
  });

  it('spells the tools of road design, precision agriculture, localization and property management', () => {
    expect(clean('designed alignments in openroads, built scripts in fieldview')).toContain(
      'in OpenRoads, built scripts in FieldView',
    );
    expect(clean('post-edit deepl output, ran qa in memoq')).toContain(
      'post-edit DeepL output, ran QA in memoQ',
    );
    expect(clean('did all recerts in yardi voyager')).toContain('in Yardi Voyager');
  });

  it('lists each product named by an English word once, and in no other list', () => {
    const listed = new Set(PRODUCT_NAMES.map((name) => name.replace(/^@/, '').toLowerCase()));
    for (const name of NAMES_CLOSING_A_PHRASE) expect(listed.has(name.toLowerCase()), name).toBe(false);
    expect(new Set(NAMES_CLOSING_A_PHRASE).size).toBe(NAMES_CLOSING_A_PHRASE.length);
  });
});
