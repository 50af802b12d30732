import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The OFL font files the templates use, resolved from their npm packages so no system font or network
 * is needed. Only the weights the templates set are loaded: each worker holds them in memory.
 */

const require = createRequire(import.meta.url);

type FontFile = { pkg: string; file: string };

const STYLES = ['400Regular', '400Regular_Italic', '700Bold', '700Bold_Italic'] as const;

function family(pkg: string, filePrefix: string): FontFile[] {
  return STYLES.map((style) => ({ pkg, file: `${style}/${filePrefix}_${style}.ttf` }));
}

function uprightOnly(pkg: string, filePrefix: string): FontFile[] {
  return (['400Regular', '700Bold'] as const).map((style) => ({
    pkg,
    file: `${style}/${filePrefix}_${style}.ttf`,
  }));
}

const FONT_FILES: FontFile[] = [
  ...family('@expo-google-fonts/source-serif-4', 'SourceSerif4'),
  ...family('@expo-google-fonts/inter', 'Inter'),
  // Noto covers Greek, Cyrillic and Vietnamese beyond the main faces; templates list it as a fallback.
  ...family('@expo-google-fonts/noto-serif', 'NotoSerif'),
  ...family('@expo-google-fonts/noto-sans', 'NotoSans'),
  // Last resorts for scripts and symbols the faces above lack, so they are drawn, not dropped: Arabic, Hebrew
  // and Thai (small), Chinese and Japanese (Noto Sans SC, about 10 MB a weight), Korean (Noto Sans KR, about
  // 6 MB a weight) and monochrome emoji. Only Amiri has italics; other such text is set upright.
  // Amiri, not Noto Sans Arabic: with Noto's contextual forms pdftotext read 'مرحبا' back as 'مرحببا'.
  ...family('@expo-google-fonts/amiri', 'Amiri'),
  ...uprightOnly('@expo-google-fonts/noto-sans-hebrew', 'NotoSansHebrew'),
  ...uprightOnly('@expo-google-fonts/noto-sans-thai', 'NotoSansThai'),
  ...uprightOnly('@expo-google-fonts/noto-sans-sc', 'NotoSansSC'),
  ...uprightOnly('@expo-google-fonts/noto-sans-kr', 'NotoSansKR'),
  ...uprightOnly('@expo-google-fonts/noto-emoji', 'NotoEmoji'),
];

const pathOf = ({ pkg, file }: FontFile) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

export function fontFilePaths(): string[] {
  return FONT_FILES.map(pathOf);
}

/** The regular, italic, bold and bold italic files of one bundled family. */
export function familyFontPaths(pkg: string, filePrefix: string): string[] {
  return family(pkg, filePrefix).map(pathOf);
}

export function loadFontBlobs(): Buffer[] {
  return fontFilePaths().map((path) => readFileSync(path));
}
