import { countWords } from '@app/contract/loyalty';
import type { Problem } from '@/components/ui/form/problem';

export type WordState = 'empty' | 'short' | 'ok' | 'long';

/** The feedback's words as the server counts them (countWords), against the brand's bounds. */
export function wordBounds(text: string, minWords: number, maxWords: number): { words: number; state: WordState } {
  const words = countWords(text);
  const state: WordState = words === 0 ? 'empty' : words < minWords ? 'short' : words > maxWords ? 'long' : 'ok';
  return { words, state };
}

/** What to say under the field when the text is out of bounds (null: it may be sent). */
export function wordProblem(text: string, minWords: number, maxWords: number): Problem | null {
  const { words, state } = wordBounds(text, minWords, maxWords);
  if (state === 'empty') return { key: 'lo_feedback_empty' };
  if (state === 'short') return { key: 'lo_feedback_short', params: { min: minWords, words } };
  if (state === 'long') return { key: 'lo_feedback_long', params: { max: maxWords, words } };
  return null;
}
