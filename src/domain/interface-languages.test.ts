import { describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, pickInterfaceLanguage } from './interface-languages';

describe('pickInterfaceLanguage', () => {
  it('takes the first preferred language the interface has, by its base tag', () => {
    expect(pickInterfaceLanguage(['ja-JP', 'pt-BR', 'es'])).toBe('pt');
    expect(pickInterfaceLanguage(['de_AT'])).toBe('de');
    expect(pickInterfaceLanguage(['NL'])).toBe('nl');
  });

  it('falls back to English when no preferred language is an interface language', () => {
    expect(pickInterfaceLanguage(['ja', 'zh-CN'])).toBe('en');
    expect(pickInterfaceLanguage([])).toBe('en');
  });

  it('marks Arabic, and only Arabic, as right to left', () => {
    const rtl = Object.entries(LANGUAGE_INFO).filter(([, info]) => info.isRtl);
    expect(rtl.map(([code]) => code)).toEqual(['ar']);
  });
});
