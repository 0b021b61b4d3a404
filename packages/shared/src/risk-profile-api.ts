import { z } from 'zod';
import { isValidRiskAnswer, RISK_QUESTIONS } from './risk-profile.js';

/** The schemas of the risk profile; its questions and answers are in risk-profile.ts. */

export const riskProfileAnswerSchema = z.object({ question: z.enum(RISK_QUESTIONS), answer: z.string() });
export type RiskProfileAnswer = z.infer<typeof riskProfileAnswerSchema>;

/** The whole profile at once: every question answered, or null for 'No Answer'. */
export const riskProfileBodySchema = z
  .object({
    answers: z.partialRecord(z.enum(RISK_QUESTIONS), z.string().max(40).nullable()),
  })
  .superRefine(({ answers }, context) => {
    for (const question of RISK_QUESTIONS) {
      const answer = answers[question];
      if (answer && !isValidRiskAnswer(question, answer))
        context.addIssue({
          code: 'custom',
          path: ['answers', question],
          message:
            question === 'RecoveryTime' || question === 'RecoveryPoint'
              ? 'Choose an answer, or a custom time of 0-99 minutes, hours or days.'
              : 'Choose one of the answers.',
        });
    }
  });
export type RiskProfileBody = z.input<typeof riskProfileBodySchema>;
