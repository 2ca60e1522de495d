import { creditMessages } from '@brandwright/contracts';
import { AppError } from '../../errors.ts';
import { summariseDatabaseError } from '../accounts/db-errors.ts';

/** Thrown when a spend would take the balance below zero; the error handler answers 402. */
export class InsufficientCreditsError extends AppError {
  constructor(
    readonly required: number,
    message: string = creditMessages.insufficient,
  ) {
    super(402, 'INSUFFICIENT_CREDITS', message);
    this.name = 'InsufficientCreditsError';
  }
}

/** Thrown when a search is started without an active plan (spec 6: a missing plan goes to top-up). */
export class NoActivePlanError extends AppError {
  constructor() {
    super(402, 'NO_ACTIVE_PLAN', creditMessages.noActivePlan);
    this.name = 'NoActivePlanError';
  }
}

/** Thrown when an addition would take the balance over MAX_CREDIT_BALANCE. */
export class CreditLimitError extends AppError {
  constructor() {
    super(409, 'CREDIT_LIMIT', creditMessages.balanceTooLarge);
    this.name = 'CreditLimitError';
  }
}

/** The name of the constraint a database error violated (through Drizzle's wrappers), if any. */
export function violatedConstraint(error: unknown): { code: string; constraint?: string } | undefined {
  const summary = summariseDatabaseError(error);
  if (!summary) return undefined;
  return summary.constraint ? { code: summary.code, constraint: summary.constraint } : { code: summary.code };
}
