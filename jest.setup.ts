// Both jest projects: a test that makes no assertion fails instead of counting as passed (a loop
// over an empty list, an `if` that skipped its expect, a forgotten await all look like that).
beforeEach(() => {
  expect.hasAssertions();
});
