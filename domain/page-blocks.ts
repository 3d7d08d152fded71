// The home page's blocks (storefront spec §3 "Page block", §9): limits both the API (which builds the
// blocks) and the storefront (which renders them) keep.

/** Spec §9: the goods block shows at most 10 goods. */
export const HOME_GOODS_LIMIT = 10;
