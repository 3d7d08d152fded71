// The back office's staff and audit log from the browser (contract/staff.ts), through this site's
// /api proxy, which adds the signed-in site admin's token.
import { apiClient } from './client';
import type { AuditPage, ExchangeAccount, ExchangeAccountInput, HydraCollection, Staff, StaffCreateRequest, StaffUpdateRequest } from '@/contract';

const { get, send } = apiClient(() => '/');

export const staffList = (): Promise<Staff[]> => get<HydraCollection<Staff>>('api/admin/staff').then((r) => r['hydra:member']);
export const createStaff = (body: StaffCreateRequest): Promise<Staff> => send<Staff>('post', 'api/admin/staff', body);
export const updateStaff = (id: number, body: StaffUpdateRequest): Promise<Staff> => send<Staff>('put', `api/admin/staff/${id}`, body);
export const staffAction = (id: number, verb: 'block' | 'unblock' | 'password', version: number): Promise<Staff> =>
  send<Staff>('post', `api/admin/staff/${id}/${verb}`, { version });

export type AuditFilters = { actorId?: string; kind?: string; from?: string; to?: string };
export const auditPage = (f: AuditFilters, beforeId?: number): Promise<AuditPage> =>
  get<AuditPage>('api/admin/audit', {
    ...(f.actorId ? { actorId: f.actorId } : {}), ...(f.kind ? { kind: f.kind } : {}), ...(f.from ? { from: f.from } : {}), ...(f.to ? { to: f.to } : {}),
    ...(beforeId ? { beforeId } : {}),
  });

// the exchange accounts, the staff's «обмен с 1С» role (contract/exchange-accounts.ts)
export const exchangeAccounts = (): Promise<ExchangeAccount[]> =>
  get<HydraCollection<ExchangeAccount>>('api/admin/exchange-accounts').then((r) => r['hydra:member']);
export const createExchangeAccount = (body: ExchangeAccountInput): Promise<ExchangeAccount> =>
  send<ExchangeAccount>('post', 'api/admin/exchange-accounts', body);
export const exchangeAccountAction = (id: number, verb: 'block' | 'unblock', version: number): Promise<ExchangeAccount> =>
  send<ExchangeAccount>('post', `api/admin/exchange-accounts/${id}/${verb}`, { version });
