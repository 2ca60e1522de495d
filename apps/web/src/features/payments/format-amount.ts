/** Minor units (pence) as the spec shows payments: amount_total / 100, two decimals, prefixed with £. */
export function formatPence(amountTotal: number): string {
  return `£${(amountTotal / 100).toFixed(2)}`;
}
