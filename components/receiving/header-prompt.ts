// The header's text before a choice (spec §2), without the rules module around it.
export const HEADER_PROMPT = 'Уточните способ получения заказа';
