CREATE TABLE "content_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "exchange_accounts_login_unique" UNIQUE("login")
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor" text,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "faq_items_anchor_unique" UNIQUE("anchor")
);
--> statement-breakpoint
CREATE TABLE "site_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_sessions" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "exchange_sessions" ADD CONSTRAINT "exchange_sessions_account_id_exchange_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."exchange_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- today's static FAQ (components/info/faq-items.ts before issue 39) and the rules page's lead, so the pages look the same
INSERT INTO "faq_items" ("anchor", "question", "answer", "position") VALUES
('kak-zakazat', 'Как сделать заказ?', '<ol><li>Наполните корзину: добавьте товары из каталога, акций или через поиск.</li><li>Войдите в личный кабинет или зарегистрируйтесь — без входа оформить заказ нельзя.</li><li>Укажите адрес доставки или выберите магазин для самовывоза.</li><li>Выберите день и время доставки, способ оплаты и что делать, если какого-то товара не окажется.</li><li>Нажмите «Заказать» (или «Перейти к оплате», если платите онлайн) и дождитесь звонка оператора.</li></ol><p><a href="/rules">Правила предзаказа →</a></p>', 1),
('zamena', 'Что будет, если товара не окажется в наличии?', '<p>При оформлении заказа выберите, как поступить: заменить похожим товаром, удалить из заказа или уточнить по телефону.</p><p>Хотите выбрать замену сами — выберите «Уточнить по телефону»: во время сборки заказа вам позвонит специалист и предложит варианты. Пожелания можно оставить и в комментарии к заказу.</p>', 2),
('cena-po-karte', 'Что такое цена «По карте»?', '<p>Это цена для владельцев карты покупателя: она ниже обычной и показана рядом с ней в карточке товара.</p><p>Добавьте карту в профиль личного кабинета — при оформлении заказа цены по карте применятся сами.</p>', 3),
('vesovye-tovary', 'Почему сумма заказа может измениться?', '<p>Цена весовых товаров указана за килограмм или за 100 г. Точный вес становится известен при сборке, поэтому итоговая сумма может немного отличаться от суммы в корзине.</p>', 4),
('keshbek', 'Что такое товары с кешбэком?', '<p>За покупку товаров из подборок с кешбэком часть их стоимости возвращается баллами на карту покупателя.</p><p><a href="/cashbackgoods">Товары с кешбэком →</a></p>', 5);
--> statement-breakpoint
INSERT INTO "site_texts" ("key", "html") VALUES ('rules', '<p>Заказать продукты с доставкой или самовывозом — пять простых шагов.</p>');
