import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * Password strength (zxcvbn): its own entry point, so the public portal never loads the dictionaries.
 * The server enforces the same rule the setup and password forms show as feedback.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

export const PASSWORD_MIN_LENGTH = 10;
/** zxcvbn's 0-4 scale: 3 is 'safely unguessable' (about 10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3;
export const PASSWORD_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof PASSWORD_LABELS)[number];
  /** Why it is weak and what would help; empty when it is acceptable. */
  feedback: string[];
  acceptable: boolean;
}

/** `related`: the person's name, email and organisation, which make a password easier to guess. */
export function passwordStrength(password: string, related: string[] = []): PasswordStrength {
  const result = zxcvbn.check(password.slice(0, 200), related.filter(Boolean));
  const tooShort = password.length < PASSWORD_MIN_LENGTH;
  const acceptable = !tooShort && result.score >= PASSWORD_MIN_SCORE;
  const feedback = acceptable
    ? []
    : [
        ...(tooShort ? [`Use at least ${PASSWORD_MIN_LENGTH} characters.`] : []),
        ...(result.feedback.warning ? [result.feedback.warning] : []),
        ...result.feedback.suggestions,
      ];
  return { score: result.score, label: PASSWORD_LABELS[result.score]!, feedback, acceptable };
}
