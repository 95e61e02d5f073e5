/**
 * The header's search link on other pages carries this navigation state: the activity list opens its
 * search on arrival. Apart from HeaderSearch.tsx, which loads only with the activity lists.
 */
export const OPEN_SEARCH_STATE = { openSearch: true } as const;

/** Whether a navigation's state asks the activity list to open its search. */
export function wantsOpenSearch(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { openSearch?: unknown }).openSearch === true
  );
}
