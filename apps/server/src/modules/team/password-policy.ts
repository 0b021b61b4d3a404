import { ERROR_MESSAGES, TEAM_MESSAGES } from '@trust/shared';
import { hashPassword } from '../../platform/passwords.js';
import { AppError } from '../../plugins/errors.js';

/** The hash of a new password, once it passes the strength rule the forms show (400 with the reasons otherwise). */
export async function hashNewPassword(
  password: string,
  related: string[],
  field: string = 'password',
): Promise<string> {
  // zxcvbn's dictionaries cost a start most of a second of CPU: loaded when a password is first set.
  const { passwordStrength } = await import('@trust/shared/password-strength');
  const strength = passwordStrength(password, related);
  if (!strength.acceptable)
    throw new AppError(400, 'weak_password', ERROR_MESSAGES.validation, {
      [field]: [TEAM_MESSAGES.passwordWeak, ...strength.feedback].join(' '),
    });
  return hashPassword(password);
}
