// The signed-in customer as the personal area's page loads it and its sections read it; its own
// module, so a section need not import the page that renders it.
export type AccountCustomer = {
  id: number; name: string; phone: string; hasCard: boolean; isAdmin: boolean; isSiteAdmin?: boolean;
  /** the loyalty tab's case (domain/loyalty.ts cardAccess) and the card's barcode */
  card: string | null; isCardConfirmed: boolean; isBlocked: boolean;
};
