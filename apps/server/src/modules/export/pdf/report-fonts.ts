import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// Noto Sans (Latin with diacritics, Greek, Cyrillic), Noto Sans SC (Chinese, Japanese kana, and
// Latin and Cyrillic too) and Noto Sans Arabic (Arabic and basic Latin), from npm font packages
// (SIL Open Font License). pdfkit embeds only the glyphs a report uses.
const FONT_FILES = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'latin-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  'cjk-bold': '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  'arabic-bold': '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
} as const;

export type ReportFont = keyof typeof FONT_FILES;

/** Registered by name: pdfkit opens a file only when a page first uses it, so a Latin-only report never reads the 10 MB CJK font. */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, require.resolve(file));
}

// Everything Noto Sans draws: Latin (with extensions and Vietnamese), IPA, Greek, Cyrillic, and
// common punctuation, currency and letter-like symbols.
// Control characters are harmless here: the class only has to contain everything below U+0590.
// eslint-disable-next-line no-control-regex
const LATIN_ONLY = /^[\u0000-\u058F\u1D00-\u1FFF\u2000-\u20CF\u2100-\u218F\u2C60-\u2C7F\uA720-\uA7FF]*$/u;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const CJK = /[\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{3FFFF}]/u;

/**
 * The font that draws a piece of text: Noto Sans when every character is Latin, Greek or Cyrillic
 * (the usual case, tested first because it is cheapest); Noto Sans Arabic for Arabic script; Noto
 * Sans SC for Chinese and Japanese (it also draws the Latin and Cyrillic around them).
 */
export function fontFor(text: string, bold = false): ReportFont {
  if (LATIN_ONLY.test(text)) return bold ? 'latin-bold' : 'latin';
  if (ARABIC.test(text)) return bold ? 'arabic-bold' : 'arabic';
  if (CJK.test(text)) return bold ? 'cjk-bold' : 'cjk';
  return bold ? 'latin-bold' : 'latin';
}
