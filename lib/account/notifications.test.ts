import { unreadAfterRead } from './notifications';

describe('unreadAfterRead', () => {
  it('drops by one when an unread notification is answered read', () => {
    expect(unreadAfterRead(3, true, false)).toBe(2);
  });
  it('never goes below zero', () => {
    expect(unreadAfterRead(0, true, false)).toBe(0);
  });
  it('keeps the count for one that was read already, or that the API still calls unread', () => {
    expect(unreadAfterRead(2, false, false)).toBe(2);
    expect(unreadAfterRead(2, true, true)).toBe(2);
  });
  it('knows nothing before the first poll', () => {
    expect(unreadAfterRead(undefined, true, false)).toBeUndefined();
  });
});
