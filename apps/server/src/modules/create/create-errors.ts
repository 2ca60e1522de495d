import {
  CREATE_METHOD_LABELS,
  createMessages,
  creditMessages,
  type CreateMethod,
} from '@brandwright/contracts';
import { AppError, errors } from '../../errors.ts';

export const createErrors = {
  /** Spec 001 section 4: a search needs an active plan; the web client turns this into the top-up page. */
  noActivePlan: () => new AppError(403, 'NO_ACTIVE_PLAN', creditMessages.noActivePlan),
  /** An unknown token and another user's token are the same answer. */
  searchNotFound: () => new AppError(404, 'NOT_FOUND', createMessages.searchNotFound),
  methodNotChosen: (method: CreateMethod) =>
    new AppError(
      400,
      'BAD_REQUEST',
      `This search did not ask for ${CREATE_METHOD_LABELS[method]} results; start a search with that option.`,
    ),
  /** A keyword the contract lets through but the engine refuses (digits only, other scripts…). */
  keywordRefused: (message: string) => errors.invalidField('keyword', message),
};
