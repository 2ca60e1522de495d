// The credit ledger (decision 0009): every change of a balance is one ledger entry, applied by the
// database. Functions take the pool's Drizzle `Db` or a transaction (`DbOrTx`).
export type { DbOrTx } from '@brandwright/db';
export { addCredits, type AddCreditsInput } from './add-credits.ts';
export { spendCredits, type SpendCreditsInput } from './spend-credits.ts';
export {
  refundSearchCredit,
  searchReference,
  spendSearchCredit,
  SEARCH_COST,
  type SearchCharge,
  type SearchRefund,
} from './search-credits.ts';
export { auditBalance, getBalance } from './get-balance.ts';
export { removeAllCredits } from './remove-all-credits.ts';
export { findLedgerEntries } from './find-ledger.ts';
export { CreditLimitError, InsufficientCreditsError, NoActivePlanError } from './credit-errors.ts';
export { assertCreditAmount, type CreditKind } from './post-ledger-entry.ts';
