// The quantities a basket or an order may ask (domain/measure.ts quantityError): the pricing call and
// order creation refuse any other with a 422 naming the line, before anything is priced or taken.
import { quantityError } from '../../../domain/measure';
import { HttpError, type Violation } from '../../lib/http';

type Asked = { id: number; quantity: number };

/**
 * Throws 422 when a line asks a quantity its good's measure does not sell (a fraction of a piece,
 * less than the minimum, off the step). `measureOf` gives a good's measure (undefined: an unknown
 * good, left to the caller); `path` names the line's quantity field, `name` the good in the message.
 */
export function checkQuantities(
  items: readonly Asked[], measureOf: (id: number) => number | undefined,
  path: (index: number) => string, name: (id: number) => string = (id) => `№ ${id}`,
): void {
  const violations: Violation[] = [];
  items.forEach((item, i) => {
    const measure = measureOf(item.id);
    const error = measure === undefined ? null : quantityError(measure, item.quantity);
    if (error) violations.push({ propertyPath: path(i), message: `«${name(item.id)}»: ${error}` });
  });
  if (violations.length > 0) {
    throw new HttpError(422, 'Unprocessable Entity', violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'), violations);
  }
}
