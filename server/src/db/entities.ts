import { ApiToken } from '../modules/auth/api-token.entity';
import { LoginAttempt } from '../modules/auth/login-attempt.entity';
import { PickupRequest } from '../modules/pickup/pickup-request.entity';
import { User } from '../modules/users/user.entity';

/** Every entity class; the data source registers exactly these. */
export const ENTITIES = [
  PickupRequest,
  User,
  LoginAttempt,
  ApiToken,
];
