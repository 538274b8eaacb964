import { t } from './catalogue';

/** The catalogue lookup for components. Only the en locale exists; the hook keeps the call sites ready for more. */
export function useText(): typeof t {
  return t;
}
