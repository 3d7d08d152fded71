// One migrated and seeded database per test run (the template), cloned for each test file, so
// API tests run against real PostgreSQL semantics without paying for migrate+seed every time.
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/** Goods in the test template: small enough to be quick, large enough for every fixture kind. */
export const TEMPLATE_GOODS = 400;

// One file per checkout, so two clones testing at once do not share a template.
export const templateFile = () =>
  path.join(os.tmpdir(), `shop-test-template-${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 10)}.tar.gz`);

// One template database per checkout too: clones testing at once against one server do not drop each other's
export const templateDbName = `shop_test_template_${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 10)}`;

