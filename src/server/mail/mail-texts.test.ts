import { describe, expect, it } from 'vitest';
import { frenchSpacingFaults } from '../../domain/french-typography';
import { acceptedLanguages, INTERFACE_LANGUAGES, requestLanguage } from '../../domain/interface-languages';
import { accountDeletedMail } from './account-deleted-mail';
import { LINK, type MailCopy } from './mail-copy';
import { MAIL_TEXTS, mailLanguage } from './mail-language';
import { newSignInMail } from './new-sign-in-mail';
import { passwordResetMail } from './password-reset-mail';

const placeholders = (copy: MailCopy) =>
  [...[copy.subject, ...copy.paragraphs].join(' ').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the account’s mails in every interface language (issue 33)', () => {
  it('has every mail in every language, with English’s placeholders and link, and none left in English', () => {
    for (const language of INTERFACE_LANGUAGES) {
      for (const [name, english] of Object.entries(MAIL_TEXTS.en) as [string, MailCopy][]) {
        const copy = MAIL_TEXTS[language][name as keyof typeof MAIL_TEXTS.en];
        expect(placeholders(copy), `${language} ${name}`).toEqual(placeholders(english));
        expect(copy.paragraphs.filter((p) => p === LINK).length, `${language} ${name}`).toBe(
          english.paragraphs.filter((p) => p === LINK).length,
        );
        expect(Boolean(copy.linkLabel), `${language} ${name}`).toBe(Boolean(english.linkLabel));
        if (language === 'en') continue;
        expect(copy.subject, `${language} ${name}`).not.toBe(english.subject);
        copy.paragraphs.forEach((paragraph, i) => {
          if (paragraph !== LINK)
            expect(paragraph, `${language} ${name} ${i}`).not.toBe(english.paragraphs[i]);
        });
      }
    }
  });

  it('sets French high punctuation apart with no-break spaces', () => {
    const faults = Object.entries(MAIL_TEXTS.fr).flatMap(([name, copy]) =>
      [copy.subject, ...copy.paragraphs, copy.linkLabel ?? ''].flatMap((text) =>
        frenchSpacingFaults(text).map((fault) => `${name}: ${fault}`),
      ),
    );
    expect(faults).toEqual([]);
  });

  it('writes the text and the HTML part, the link on its own line, values escaped, Arabic right to left', () => {
    const reset = passwordResetMail('a@example.com', 'https://app.test/reset-password?token=x&y=1', 'de');
    expect(reset.subject).toBe('Setzen Sie Ihr Resumable-Passwort zurück');
    expect(reset.text).toContain('\n\nhttps://app.test/reset-password?token=x&y=1\n\n');
    expect(reset.html).toContain('<div lang="de" dir="ltr">');
    expect(reset.html).toContain(
      'href="https://app.test/reset-password?token=x&amp;y=1">Neues Passwort wählen</a>',
    );

    const deleted = accountDeletedMail('a@example.com', '<help@example.com>', 'ar');
    expect(deleted.html).toContain('<div lang="ar" dir="rtl">');
    expect(deleted.html).toContain('&lt;help@example.com&gt;');
    expect(deleted.text).toContain('<help@example.com>');

    const signIn = newSignInMail(
      'a@example.com',
      'Firefox on Linux',
      new Date('2026-11-27T08:05:00Z'),
      'https://app.test/account-settings',
      'fr',
    );
    expect(signIn.text).toContain('Firefox on Linux (27 novembre 2026 à 08:05 UTC)');
  });

  it('chooses the account’s language, else the asking browser’s, else English', () => {
    expect(acceptedLanguages('en;q=0.5, de-DE, fr;q=0.8, *;q=0.1')).toEqual(['de-DE', 'fr', 'en']);
    expect(requestLanguage('pt-BR,pt;q=0.9')).toBe('pt');
    expect(requestLanguage('ja,zh;q=0.8')).toBeNull();
    expect(requestLanguage('en-GB')).toBe('en');
    expect(requestLanguage(undefined)).toBeNull();
    expect(mailLanguage('it', 'de')).toBe('it');
    expect(mailLanguage(null, 'de')).toBe('de');
    expect(mailLanguage(null, null)).toBe('en');
    expect(mailLanguage('xx', undefined)).toBe('en');
  });
});
