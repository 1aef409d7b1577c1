import { Field, InterfaceType } from 'type-graphql';
import { ErrorCode } from '../shared/errors';
import { ERROR_MESSAGES } from '../shared/messages.fr';

/**
 * An expected failure returned as data in a result union (STYLE rule 8), for outcomes the UI
 * branches on. Every other failure is thrown as an AppError.
 */
@InterfaceType('ErrorResult', { description: 'An expected failure returned in a result union.' })
export abstract class ErrorResult {
  @Field(() => ErrorCode, { description: 'Stable code to branch on.' })
  code!: ErrorCode;

  @Field(() => String, { description: 'French text to show.' })
  message!: string;

  protected constructor(code: ErrorCode, message: string = ERROR_MESSAGES[code]) {
    this.code = code;
    this.message = message;
  }
}
