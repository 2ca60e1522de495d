import { projectMessages } from '@brandwright/contracts';
import { AppError } from '../../errors.ts';

export type BankKind = 'word' | 'brand';

export const projectErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', projectMessages.notFound),
  itemNotFound: (kind: BankKind) =>
    new AppError(404, 'NOT_FOUND', kind === 'word' ? 'Word not found' : 'Brand not found'),
  savedCreationNotFound: () => new AppError(404, 'NOT_FOUND', 'Saved creation not found'),
  tooMany: () => new AppError(409, 'LIMIT_REACHED', projectMessages.tooManyProjects),
  bankFull: () => new AppError(409, 'LIMIT_REACHED', projectMessages.bankFull),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `id` can name a row. Path and body ids are free text to the contract: anything else is
 * simply not found (404), never a uuid cast that fails in the database (500).
 */
export function isRowId(id: string): boolean {
  return UUID.test(id);
}
