// Price rules shared by the API and the storefront.

/** A good has a card discount when its card price (actualPrice) is below the regular one (registerPrice). */
export function hasCardDiscount(article: { registerPrice: number; actualPrice: number }): boolean {
  return article.registerPrice > 0 && article.actualPrice < article.registerPrice;
}

/** Discount percent as shown on cards: round(actual / regular * 100 - 100); 0 when there is none. */
export function discountPercent(registerPrice: number, actualPrice: number): number {
  if (!hasCardDiscount({ registerPrice, actualPrice })) return 0;
  // `|| 0`: a discount under half a percent rounds to -0, which is no discount
  return Math.round((actualPrice / registerPrice) * 100 - 100) || 0;
}
