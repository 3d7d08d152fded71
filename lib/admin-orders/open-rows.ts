// The rows of the admin list when it is read again (a new order arrived, a filter changed nothing the
// admin sees): an order whose card is open stays, where it was, even when it no longer matches the
// filters (moved on from 'Новый' by this admin or another), so the card does not vanish under the
// assembler's finger. Closing the card lets the next reading drop it.
export function keepOpenRows<T extends { id: number }>(previous: readonly T[], next: readonly T[], open: ReadonlySet<number>): T[] {
  const rows = [...next];
  const listed = new Set(next.map((r) => r.id));
  previous.forEach((row, index) => {
    if (open.has(row.id) && !listed.has(row.id)) rows.splice(Math.min(index, rows.length), 0, row);
  });
  return rows;
}
