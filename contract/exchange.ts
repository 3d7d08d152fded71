// The back office's view of the 1C exchange (GET /api/exchange/files, site admins): each file 1C
// sent for import, with its session, how it ended, what it changed and the lines it skipped.
import { z } from 'zod';

export const ExchangeProblem = z.object({ line: z.number().int().nullable(), message: z.string() }).meta({ id: 'ExchangeProblem' });

export const ExchangeFile = z.object({
  '@type': z.literal('ExchangeFile'),
  id: z.number().int(),
  sessionId: z.number().int(),
  filename: z.string(),
  state: z.enum(['running', 'success', 'failure']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** groups, groupsCreated, goodsCreated, goodsChanged, goodsHidden, offers, articlesChanged, photos, pages, ms… */
  counts: z.record(z.string(), z.number()),
  problems: z.array(ExchangeProblem),
}).meta({ id: 'ExchangeFile' });
export type ExchangeFile = z.infer<typeof ExchangeFile>;
