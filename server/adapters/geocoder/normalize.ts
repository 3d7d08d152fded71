// How the offline geocoder compares spellings: 'г. Курск' = 'курск', 'улица Карла Маркса' =
// 'ул. Карла Маркса' = 'Карла Маркса', 'д. 12 А' = '12а'. The gazetteer stores these keys.

const STREET_TYPES = new Set([
  'улица', 'ул', 'проспект', 'пр-т', 'просп', 'пр', 'переулок', 'пер', 'проезд', 'пр-д', 'бульвар', 'б-р', 'бул',
  'шоссе', 'ш', 'площадь', 'пл', 'набережная', 'наб', 'тупик', 'туп', 'микрорайон', 'мкр',
]);
const CITY_TYPES = new Set(['г', 'город', 'гор']);

const words = (s: string) => s.toLowerCase().replace(/ё/g, 'е').replace(/[.,;:"«»()]/g, ' ').split(/\s+/).filter(Boolean);

export const cityKey = (city: string) => words(city).filter((w) => !CITY_TYPES.has(w)).join(' ');
export const streetKey = (street: string) => words(street).filter((w) => !STREET_TYPES.has(w)).join(' ');
export const houseKey = (house: string) => words(house).filter((w) => w !== 'д' && w !== 'дом').join('');
