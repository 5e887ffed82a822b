import { NUMBER_WORDS, TENS, UNITS } from './parse-durations.ts';

// "$50,000", "US$ 1.2 million", "USD 10,000", "5,000 dollars"; never the cents of "and NO/100
// Dollars".
const FIGURE =
  /(?:(?:US\s?)?[$€£]|\b(?:USD|EUR|GBP)\s)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|[MK]))?|(?<![/\d])\b\d[\d,]*(?:\.\d+)?\s?(?:USD|EUR|GBP|dollars)\b/i;
// "Fifty Thousand and NO/100 Dollars", "One Hundred Twenty-Five Dollars": an amount in words.
const IN_WORDS = new RegExp(
  `\\b((?:${NUMBER_WORDS})(?:[\\s-]+(?:thousand|million|billion)(?:[\\s-]+(?:and[\\s-]+)?(?:${NUMBER_WORDS}))?)*)` +
    `(?:\\s+and\\s+(?:no|\\d{1,2})\\s*/\\s*100(?:ths)?)?\\s+(?:U\\.?S\\.?\\s+)?dollars\\b`,
  'i',
);

const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/** The value of an amount in words: "fifty thousand" is 50000; null for anything else. */
export function parseAmountWords(text: string): number | null {
  let total = 0;
  let group = 0;
  for (const word of text.toLowerCase().split(/[\s-]+/)) {
    if (!word || word === 'and') continue;
    if (word in UNITS) group += UNITS[word] ?? 0;
    else if (word in TENS) group += TENS[word] ?? 0;
    else if (word === 'hundred') group = (group || 1) * 100;
    else if (word in SCALES) {
      total += (group || 1) * (SCALES[word] ?? 1);
      group = 0;
    } else return null;
  }
  return total + group;
}

/**
 * The first amount of money a sentence states, as the reader should see it: its figures when
 * it gives them ("Fifty Thousand and NO/100 Dollars ($50,000)" is $50,000), else its words
 * turned into figures. The cents of a cheque-style amount ("and NO/100") are never the amount.
 */
export function findMoney(sentence: string): { text: string; index: number; end: number } | null {
  const figure = FIGURE.exec(sentence);
  const words = IN_WORDS.exec(sentence);
  const wordsValue = words ? parseAmountWords(words[1] ?? '') : null;
  const figureEnd = figure ? figure.index + figure[0].length : 0;
  const wordsEnd = words ? words.index + words[0].length : 0;
  // Figures just after the words ("... Dollars ($50,000)") restate them: one amount.
  if (figure && (!words || figure.index <= wordsEnd + 4))
    return {
      text: figure[0],
      index: words && figure.index > words.index ? words.index : figure.index,
      end: Math.max(figureEnd, words && figure.index > words.index ? wordsEnd : 0),
    };
  if (words && wordsValue !== null)
    return { text: `$${wordsValue.toLocaleString('en-US')}`, index: words.index, end: wordsEnd };
  return figure ? { text: figure[0], index: figure.index, end: figureEnd } : null;
}
