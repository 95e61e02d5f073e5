import { PAGES } from '@champions/domain';
import { useId } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';

/** The back office's one search box, in the header of every page: it opens the results page. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === PAGES.superadmin.search ? (params.get('q') ?? '') : '';
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Safari and to jsdom; role works everywhere
    <form
      role="search"
      aria-label={t('boSearch.label')}
      className="bo-header-search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        navigate(PAGES.superadmin.searchFor(q));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('boSearch.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={current}
        key={current}
        placeholder={t('boSearch.placeholder')}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="button button--primary button--small">
        {t('boSearch.submit')}
      </button>
    </form>
  );
}
