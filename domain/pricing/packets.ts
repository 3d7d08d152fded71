// Packets (storefront spec §9): ceil(amount / amountStep) packets, plus one per distinct listed
// "extra" category present in the basket once the amount reaches minExtraPacketEnableAmount
// (raw meat, fish and household chemicals travel apart); packetAmount = count × packetPrice.
import type { PacketCost } from '../../contract';
import { roundMoney, toKopecks } from '../money';

export type PacketInfo = { packetNum: number; packetAmount: number };

/**
 * `categoriesPresent`: for each in-stock line, its good's category and the categories above it.
 * No packet settings, or an empty basket: no packets.
 */
export function packets(amount: number, cost: PacketCost | null, categoriesPresent: readonly (readonly number[])[]): PacketInfo {
  if (!cost || amount <= 0) return { packetNum: 0, packetAmount: 0 };
  // in kopecks, so 3000 / 1500 is exactly 2 and 3000.01 / 1500 is above it; a zero step: one packet
  const step = toKopecks(cost.amountStep);
  let packetNum = step > 0 ? Math.ceil(toKopecks(amount) / step) : 1;
  if (amount >= cost.minExtraPacketEnableAmount) {
    const listed = new Set(cost.extraPacketCategories);
    const present = new Set<number>();
    for (const chain of categoriesPresent) for (const c of chain) if (listed.has(c)) present.add(c);
    packetNum += present.size;
  }
  return { packetNum, packetAmount: roundMoney(packetNum * cost.packetPrice) };
}
