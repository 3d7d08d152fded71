// The back office's good sets from the browser (contract/admin-good-sets.ts), through this site's /api
// proxy, which adds the signed-in site admin's token.
import { apiClient } from './client';
import type { AdminGoodSet, AdminGoodSetInput, AdminGoodSetUpdate, HydraCollection } from '@/contract';

const { get, send } = apiClient(() => '/');

export const adminGoodSets = (): Promise<AdminGoodSet[]> =>
  get<HydraCollection<AdminGoodSet>>('api/admin/good-sets').then((r) => r['hydra:member']);
export const createGoodSet = (body: AdminGoodSetInput): Promise<AdminGoodSet> => send<AdminGoodSet>('post', 'api/admin/good-sets', body);
export const updateGoodSet = (id: number, body: AdminGoodSetUpdate): Promise<AdminGoodSet> =>
  send<AdminGoodSet>('put', `api/admin/good-sets/${id}`, body);
export const deleteGoodSet = (id: number, version: number): Promise<void> => send<void>('delete', `api/admin/good-sets/${id}?version=${version}`);
