// The back office's cashback groups from the browser (contract/admin-cashback.ts), through this site's
// /api proxy, which adds the signed-in site admin's token.
import { apiClient } from './client';
import type { AdminCashbackGroup, AdminCashbackGroupUpdate, HydraCollection } from '@/contract';

const { get, send } = apiClient(() => '/');

export const adminCashbackGroups = (): Promise<AdminCashbackGroup[]> =>
  get<HydraCollection<AdminCashbackGroup>>('api/admin/cashback-groups').then((r) => r['hydra:member']);
export const updateCashbackGroup = (id: number, body: AdminCashbackGroupUpdate): Promise<AdminCashbackGroup> =>
  send<AdminCashbackGroup>('put', `api/admin/cashback-groups/${id}`, body);
