import { CONSTANTS } from '@champions/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { CloseIcon, SearchIcon } from '../../shared/ui/icons.tsx';
import { wantsOpenSearch } from './openSearch.ts';

export const SEARCH_PARAM = 'search';

/**
 * The activity search of the header (SPEC "Layout rules"): it writes the `search` query parameter
 * once typing pauses for 300 ms, clears at once, and on narrow screens opens as a full-width overlay.
 */
export function HeaderSearch() {
  const [params, setParams] = useSearchParams();
  const urlTerm = params.get(SEARCH_PARAM) ?? '';
  const [value, setValue] = useState(urlTerm);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const pushed = useRef(urlTerm);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const openRequested = wantsOpenSearch(location.state);
  const [focusField, setFocusField] = useState(false);

  // Arrived from the search link of another page: open the overlay (phone) or focus the field, once.
  // Both happen in the next render, after the layout has moved focus to the new page's main.
  useEffect(() => {
    if (!openRequested) return;
    const narrow = toggleRef.current !== null && getComputedStyle(toggleRef.current).display !== 'none';
    if (narrow) setOverlayOpen(true);
    else setFocusField(true);
    void navigate({ search: location.search }, { replace: true, state: null, preventScrollReset: true });
  }, [openRequested, location.search, navigate]);

  const apply = useCallback(
    (raw: string) => {
      const term = raw.trim();
      pushed.current = term;
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (term) next.set(SEARCH_PARAM, term);
          else next.delete(SEARCH_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // The URL changed without us (back button, a link): show its term.
  useEffect(() => {
    if (urlTerm !== pushed.current) {
      pushed.current = urlTerm;
      setValue(urlTerm);
    }
  }, [urlTerm]);

  useEffect(() => {
    if (value.trim() === pushed.current) return;
    const timer = setTimeout(() => apply(value), CONSTANTS.SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, apply]);

  useEffect(() => {
    if (overlayOpen) inputRef.current?.focus();
  }, [overlayOpen]);

  useEffect(() => {
    if (!focusField) return;
    inputRef.current?.focus();
    setFocusField(false);
  }, [focusField]);

  const closeOverlay = () => {
    setOverlayOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <div id={formId} className={overlayOpen ? 'header-search is-open' : 'header-search'}>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Safari and to jsdom; role works everywhere */}
        <form
          role="search"
          className="header-search__form"
          onSubmit={(event) => {
            event.preventDefault();
            apply(value);
            if (overlayOpen) setOverlayOpen(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && overlayOpen) {
              event.stopPropagation();
              closeOverlay();
            }
          }}
        >
          <div className="header-search__field">
            <SearchIcon className="header-search__icon" width={20} height={20} />
            <input
              ref={inputRef}
              className="header-search__input"
              type="search"
              name={SEARCH_PARAM}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder={t('header.searchPlaceholder')}
              aria-label={t('header.searchLabel')}
              autoComplete="off"
              enterKeyHint="search"
            />
            {value !== '' && (
              <button
                type="button"
                className="icon-button header-search__clear"
                aria-label={t('header.searchClear')}
                title={t('header.searchClear')}
                onClick={() => {
                  setValue('');
                  apply('');
                  inputRef.current?.focus();
                }}
              >
                <CloseIcon width={18} height={18} />
              </button>
            )}
          </div>
          {overlayOpen && (
            <button
              type="button"
              className="icon-button header-search__close"
              aria-label={t('header.searchClose')}
              onClick={closeOverlay}
            >
              <CloseIcon />
            </button>
          )}
        </form>
      </div>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button header-search-toggle"
        aria-label={t('header.searchOpen')}
        aria-controls={formId}
        aria-expanded={overlayOpen}
        onClick={() => setOverlayOpen(true)}
      >
        <SearchIcon />
      </button>
    </>
  );
}
