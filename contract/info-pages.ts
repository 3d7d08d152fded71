// The FAQ's questions and the rules page's text (issue 39, decision 193). The storefront reads:
//   GET    /api/info-pages               → InfoPages (the FAQ's questions in order, the rules' text)
// and site admins edit, at the version read (a stale one: 409):
//   GET    /api/admin/faq                → hydra collection of AdminFaqItem, in order
//   POST   /api/admin/faq                AdminFaqInput → 201 AdminFaqItem (appended last)
//   PUT    /api/admin/faq/{id}           AdminFaqUpdate → AdminFaqItem | 404 | 409 | 422
//   DELETE /api/admin/faq/{id}?version   → 204 | 404 | 409
//   PUT    /api/admin/faq-order          AdminFaqOrder (every question, each at its version) → collection | 409 | 422
//   GET    /api/admin/site-texts/rules   → AdminSiteText
//   PUT    /api/admin/site-texts/rules   AdminSiteTextUpdate → AdminSiteText | 409 | 422
// Every message is Russian: it reaches the form as a violation.
import { z } from 'zod';
import { INT_MAX } from './params';

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 20_000;
export const FAQ_ITEMS_MAX = 200;
export const SITE_TEXT_MAX = 100_000;

const version = z.number({ message: 'Не указана версия записи.' }).int('Не указана версия записи.').min(1, 'Не указана версия записи.')
  .max(INT_MAX, 'Не указана версия записи.');
const id = z.number({ message: 'Не указан вопрос.' }).int('Не указан вопрос.').positive('Не указан вопрос.').max(INT_MAX, 'Не указан вопрос.');

const faqFields = z.object({
  question: z.string({ message: 'Введите вопрос.' }).trim().min(1, 'Введите вопрос.')
    .max(FAQ_QUESTION_MAX, `Вопрос не длиннее ${FAQ_QUESTION_MAX} символов.`),
  answer: z.string({ message: 'Введите ответ.' }).trim().min(1, 'Введите ответ.')
    .max(FAQ_ANSWER_MAX, `Ответ не длиннее ${FAQ_ANSWER_MAX} символов.`)
    .meta({ description: 'HTML; stored sanitised (domain/safe-html.ts)' }),
});

export const AdminFaqInput = faqFields.meta({ id: 'AdminFaqInput' });
export type AdminFaqInput = z.input<typeof AdminFaqInput>;

export const AdminFaqUpdate = faqFields.extend({
  version: version.meta({ description: 'The version the form was read at; a stale one answers 409' }),
}).meta({ id: 'AdminFaqUpdate' });
export type AdminFaqUpdate = z.input<typeof AdminFaqUpdate>;

export const AdminFaqDeleteQuery = z.object({
  version: z.coerce.number({ message: 'Не указана версия записи.' }).pipe(version),
});

export const AdminFaqOrder = z.object({
  items: z.array(z.object({ id, version }), { message: 'Укажите вопросы в новом порядке.' })
    .min(1, 'Укажите вопросы в новом порядке.').max(FAQ_ITEMS_MAX, `Не больше ${FAQ_ITEMS_MAX} вопросов.`)
    .refine((l) => new Set(l.map((i) => i.id)).size === l.length, 'Вопрос указан дважды.')
    .meta({ description: 'Every question, in the new order, each at the version read' }),
}).meta({ id: 'AdminFaqOrder' });
export type AdminFaqOrder = z.input<typeof AdminFaqOrder>;

export const AdminFaqItem = z.object({
  '@type': z.literal('AdminFaqItem'),
  id: z.number().int(),
  anchor: z.string().meta({ description: 'The #fragment of its link on /faq' }),
  question: z.string(),
  answer: z.string().meta({ description: 'HTML, sanitised' }),
  position: z.number().int(),
  version: z.number().int(),
}).meta({ id: 'AdminFaqItem' });
export type AdminFaqItem = z.infer<typeof AdminFaqItem>;

export const SITE_TEXT_KEYS = ['rules'] as const;
export const SiteTextParams = z.object({
  key: z.enum(SITE_TEXT_KEYS, { message: 'Нет такого текста.' }).meta({ description: 'rules: the rules page\'s text above its steps' }),
});

export const AdminSiteTextUpdate = z.object({
  html: z.string({ message: 'Введите текст.' }).trim().max(SITE_TEXT_MAX, `Текст не длиннее ${SITE_TEXT_MAX} символов.`)
    .meta({ description: 'HTML; stored sanitised; empty: no text' }),
  version,
}).meta({ id: 'AdminSiteTextUpdate' });
export type AdminSiteTextUpdate = z.input<typeof AdminSiteTextUpdate>;

export const AdminSiteText = z.object({
  '@type': z.literal('AdminSiteText'),
  key: z.enum(SITE_TEXT_KEYS),
  html: z.string().meta({ description: 'HTML, sanitised' }),
  version: z.number().int(),
}).meta({ id: 'AdminSiteText' });
export type AdminSiteText = z.infer<typeof AdminSiteText>;

export const FaqItem = z.object({
  anchor: z.string(),
  question: z.string(),
  answer: z.string().meta({ description: 'HTML, sanitised' }),
}).meta({ id: 'FaqItem' });
export type FaqItem = z.infer<typeof FaqItem>;

export const InfoPages = z.object({
  '@type': z.literal('InfoPages'),
  faq: z.array(FaqItem).meta({ description: 'The FAQ\'s questions in order (the shop\'s own terms are written by the storefront)' }),
  rules: z.string().meta({ description: 'The rules page\'s text, HTML, sanitised; empty: none' }),
}).meta({ id: 'InfoPages' });
export type InfoPages = z.infer<typeof InfoPages>;
