// Brands of the demo catalogue. Ids are positions in this list (1-based): append, never reorder.
// Own production ('Хорошая ложка', 'Фермерская ложка') carries the good-spoon theme.

export type BrandDef = { name: string; country?: string; theme?: 'good-spoon' };

export const OWN_BRAND = 'Хорошая ложка';

export const BRANDS: BrandDef[] = [
  { name: OWN_BRAND, theme: 'good-spoon' },
  { name: 'Фермерская ложка', theme: 'good-spoon' },
  // dairy
  { name: 'Простоквашино' }, { name: 'Домик в деревне' }, { name: 'Весёлый молочник' }, { name: 'Вкуснотеево' },
  { name: 'Савушкин продукт', country: 'Беларусь' }, { name: 'Брест-Литовск', country: 'Беларусь' },
  { name: 'Экомилк' }, { name: 'Село Зелёное' }, { name: 'Danone' }, { name: 'Активиа' }, { name: 'Чудо' },
  { name: 'Эрмигурт' }, { name: 'Растишка' }, { name: 'Hochland' }, { name: 'Viola' }, { name: 'Умалат' },
  { name: 'Сырная долина' }, { name: 'Galbani', country: 'Италия' }, { name: 'Окское' }, { name: 'Роскар' }, { name: 'Синявинская' },
  // meat, fish
  { name: 'Мираторг' }, { name: 'Черкизово' }, { name: 'Петелинка' }, { name: 'Приосколье' },
  { name: 'Останкино' }, { name: 'Дымов' }, { name: 'Вязанка' }, { name: 'Папа может' }, { name: 'Микоян' },
  { name: 'Русское море' }, { name: 'Меридиан' }, { name: 'Доброфлот' },
  // bread, grocery
  { name: 'Хлебный дом' }, { name: 'Коломенское' }, { name: 'Fazer' },
  { name: 'Мистраль' }, { name: 'Увелка' }, { name: 'Макфа' }, { name: 'Barilla', country: 'Италия' },
  { name: 'Шебекинские' }, { name: 'Олейна' }, { name: 'Слобода' }, { name: 'Злато' },
  { name: 'Русский сахар' }, { name: 'Чайкофский' }, { name: 'Бассоль' }, { name: 'Kotanyi', country: 'Австрия' }, { name: 'Магги' }, { name: 'Heinz' },
  { name: 'Махеевъ' }, { name: 'Bonduelle', country: 'Венгрия' }, { name: 'Дядя Ваня' }, { name: 'Глобус', country: 'Венгрия' },
  // drinks
  { name: 'Святой источник' }, { name: 'Архыз' }, { name: 'Боржоми', country: 'Грузия' }, { name: 'Добрый' },
  { name: 'Rich' }, { name: 'Фруктовый сад' }, { name: 'Сады Придонья' }, { name: 'Черноголовка' },
  { name: 'Greenfield' }, { name: 'Принцесса Нури' }, { name: 'Майский' }, { name: 'Jacobs' },
  { name: 'Lavazza', country: 'Италия' }, { name: 'Жокей' }, { name: 'Живой кофе' },
  // sweets
  { name: 'Alpen Gold' }, { name: 'Россия — щедрая душа' }, { name: 'Бабаевский' }, { name: 'Красный Октябрь' },
  { name: 'Коркунов' }, { name: 'Конти' }, { name: 'Яшкино' }, { name: 'Юбилейное' }, { name: 'Шармэль' },
  // frozen
  { name: 'Сибирская коллекция' }, { name: 'Цезарь' }, { name: 'Чистая линия' }, { name: '48 копеек' },
  { name: 'Hortex', country: 'Польша' },
  // household, baby, pets
  { name: 'Persil' }, { name: 'Tide' }, { name: 'Fairy' }, { name: 'AOS' }, { name: 'Domestos' }, { name: 'Cif' },
  { name: 'Zewa' }, { name: 'Мягкий знак' }, { name: 'Papia' }, { name: 'Familia' },
  { name: 'ФрутоНяня' }, { name: 'Агуша' }, { name: 'Тёма' }, { name: 'Pampers' }, { name: 'Huggies' },
  { name: 'Whiskas' }, { name: 'Felix' }, { name: 'Pedigree' }, { name: 'Chappi' },
  // alcohol
  { name: 'Балтика' }, { name: 'Жигулёвское' }, { name: 'Velkopopovický Kozel', country: 'Чехия' },
  { name: 'Абрау-Дюрсо' }, { name: 'Фанагория' }, { name: 'Тамада', country: 'Грузия' },
  { name: 'Torres', country: 'Испания' }, { name: 'Husky' }, { name: 'Царская' }, { name: 'Старейшина' },
];

export const brandId = new Map(BRANDS.map((b, i) => [b.name, i + 1]));
