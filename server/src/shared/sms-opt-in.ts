import { AppError } from './app-error';
import { ErrorCode } from './errors';
import { canReceiveSms, normalizePhone, PHONE_INVALID_MESSAGE } from './phone';
import { SMS_TEXTS } from './sms';

/**
 * A public form's phone when its SMS box is ticked (issue #26): the E.164 mobile, or BAD_USER_INPUT
 * on `phone` in French (none given; not a number; a number that cannot receive SMS). Checked before the form's
 * request is stored.
 */
export function smsOptInPhone(text: string): string {
  const refuse = (message: string) => new AppError(ErrorCode.BAD_USER_INPUT, message, { phone: message });
  if (!text.trim()) throw refuse(SMS_TEXTS.mobileRequired);
  const phone = normalizePhone(text.trim());
  if (!phone) throw refuse(PHONE_INVALID_MESSAGE);
  if (!canReceiveSms(phone)) throw refuse(SMS_TEXTS.mobileCannotSms);
  return phone;
}
