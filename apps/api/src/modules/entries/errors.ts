import { AppError } from '../../shared/errors.ts';

/** 402: the entry costs money the credits do not cover, and there is no card payment to use. */
export class PaymentRequiredError extends AppError {
  constructor(message: string, details?: unknown) {
    super('PAYMENT_REQUIRED', { message, details });
  }
}
