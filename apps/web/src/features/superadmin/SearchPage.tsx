import type { BackofficeSearchHit } from '@champions/contract';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Alert } from '../../shared/ui/forms.tsx';
import { BoListView } from './BoList.tsx';
import { dateOnly } from './BoUi.tsx';
import { useBackofficeSearch } from './dashboardQueries.ts';
import { searchTarget } from './searchTarget.ts';
import './backoffice.css';
import './dashboard.css';

/**
 * /superadmin/search?q=: what the header's search box found, paged on the server. A search that finds
 * exactly one record opens it at once (the results page is left out of the history).
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useBackofficeSearch(q, page);
  const data = search.data?.q === q ? search.data : undefined;

  const only = data && data.pagination.total === 1 && page === 1 ? data.hits[0] : undefined;
  useEffect(() => {
    if (only) navigate(searchTarget(only), { replace: true });
  }, [only, navigate]);

  return (
    <AreaPage title={t('boSearch.title')} lead={t('boSearch.lead')}>
      {q.length === 0 && <p>{t('boSearch.prompt')}</p>}
      {q.length === 1 && <Alert tone="error">{t('boSearch.tooShort')}</Alert>}
      {q.length >= 2 && (
        <>
          <h2 className="bo-chart__title">{t('boSearch.resultsFor', { q })}</h2>
          <BoListView
            query={{
              data,
              isPending: search.isPending || (search.isFetching && !data),
              isError: search.isError,
              isFetching: search.isFetching,
              refetch: search.refetch,
            }}
            rows={(answer) => answer.hits}
            error={t('boSearch.loadError')}
            empty={{ title: t('boSearch.empty', { q }), hint: t('boSearch.emptyHint') }}
            total={(count) => t('boSearch.total', { count })}
            pager={{
              label: t('boSearch.pagerLabel'),
              onPage: (next) => setParams({ q, page: String(next) }),
            }}
          >
            {(hits) => (
              <ul className="bo-search-hits">
                {hits.map((hit) => (
                  <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
                ))}
              </ul>
            )}
          </BoListView>
        </>
      )}
    </AreaPage>
  );
}

function Hit({ hit }: { hit: BackofficeSearchHit }) {
  const kind = t(`boSearch.kind_${hit.kind}` as MessageKey);
  const facts = [
    hit.detail,
    hit.amount === null ? null : formatCzk(hit.amount),
    hit.at ? dateOnly.format(new Date(hit.at)) : null,
  ].filter(Boolean);
  return (
    <li className="bo-search-hit">
      <div className="bo-search-hit__main">
        <span className="bo-search-hit__kind">{kind}</span>
        <Link to={searchTarget(hit)}>
          <strong>{hit.label}</strong>
        </Link>
        {facts.length > 0 && <p className="bo-search-hit__detail">{facts.join(' · ')}</p>}
        {(hit.kind === 'ticket' || hit.kind === 'payment') && (
          <p className="bo-search-hit__detail">
            <code>{hit.id}</code>
          </p>
        )}
      </div>
    </li>
  );
}
