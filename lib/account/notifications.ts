// The header bell's unread count (storefront spec §4): polled as hydra:totalItems of ?unread=true,
// and lowered at once when the API answers a notification as read — never below zero, and only
// for a notification that was unread before (reading a read one twice lowers nothing).
export function unreadAfterRead(count: number | undefined, wasUnread: boolean, answeredUnread: boolean): number | undefined {
  if (count === undefined || !wasUnread || answeredUnread) return count;
  return Math.max(0, count - 1);
}
