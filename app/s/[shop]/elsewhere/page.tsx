// Every path no route matches shows home (spec §2), but from a cache entry of its own: whatever such a
// request leaves in its cached HTML must never reach the page cached for `/`.
import HomePage from '../page';

export { metadata } from '../page';
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export default HomePage;
