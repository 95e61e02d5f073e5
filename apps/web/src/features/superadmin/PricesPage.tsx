import type { PriceInForce } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link, useLocation } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert } from '../../shared/ui/forms.tsx';
import { ChoiceFilter } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { amountLabel, dayLabel, inForceLabel, targetLabel } from './priceLabels.ts';
import { usePriceOverview } from './priceQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

const STATUSES = ['SCHEDULED', 'STARTED', 'CANCELLED'] as const;

/** /superadmin/price: the prices in force today and the scheduled changes, paged on the server. */
export function PricesPage() {
  const list = useListParams();
  const scheduled = (useLocation().state as { scheduled?: string } | null)?.scheduled;
  const status = list.choice('status', STATUSES);
  const overview = usePriceOverview({ page: list.page, ...(status ? { status } : {}) });
  const data = overview.data;
  return (
    <AreaPage title={t('boPrices.title')} lead={t('boPrices.lead')}>
      <p>
        <Link className="button button--primary" to={PAGES.superadmin.priceCreate}>
          {t('boPrices.create')}
        </Link>
      </p>
      <div aria-live="polite">{scheduled && <Alert tone="success">{scheduled}</Alert>}</div>
      {data && (
        <section className="area-card" aria-labelledby="prices-in-force">
          <h2 id="prices-in-force" className="area-card__title">
            {t('boPrices.inForceTitle', { date: dayLabel(data.today) })}
          </h2>
          <DataTable
            label={t('boPrices.inForceTitle', { date: dayLabel(data.today) })}
            rows={data.inForce}
            rowKey={(row) => `${row.target}:${row.areaId ?? ''}`}
            columns={[
              { label: t('boPrices.colWhat'), cell: (row) => <strong>{inForceLabel(row)}</strong> },
              {
                label: t('boPrices.colNow'),
                cell: (row) => amountLabel(row.target, row.amount),
                numeric: true,
              },
              { label: t('boPrices.colNext'), cell: (row) => <NextChange row={row} /> },
            ]}
          />
        </section>
      )}
      <section className="area-card" aria-labelledby="price-changes">
        <h2 id="price-changes" className="area-card__title">
          {t('boPrices.changesTitle')}
        </h2>
        <div className="bo-filters">
          <ChoiceFilter
            list={list}
            field={{
              type: 'select',
              name: 'status',
              label: t('boPrices.statusLabel'),
              all: t('boPrices.statusAll'),
              options: STATUSES.map((value) => ({ value, label: t(`boPrices.status.${value}`) })),
            }}
          />
        </div>
        <BoList
          list={list}
          query={overview}
          rows={(answer) => answer.changes}
          rowKey={(change) => change.id}
          label={t('boPrices.changesTitle')}
          className=""
          error={t('boPrices.loadError')}
          empty={{ title: t('boPrices.empty'), hint: t('boPrices.emptyHint') }}
          total={(count) => t('boPrices.total', { count })}
          pager={t('boPrices.pagerLabel')}
          columns={[
            {
              label: t('boPrices.colWhat'),
              cell: (c) => <strong>{targetLabel(c.target, c.areaName)}</strong>,
            },
            {
              label: t('boPrices.colChange'),
              cell: (c) =>
                t('boPrices.oldToNew', {
                  from: amountLabel(c.target, c.previousAmount),
                  to: amountLabel(c.target, c.amount),
                }),
            },
            { label: t('boPrices.colStarts'), cell: (c) => dayLabel(c.startsOn) },
            {
              label: t('boPrices.colStatus'),
              cell: (c) => (
                <span className={`bo-state${c.status === 'SCHEDULED' ? ' bo-state--new' : ''}`}>
                  {t(`boPrices.status.${c.status}`)}
                </span>
              ),
            },
            { label: t('boPrices.colAuthor'), cell: (c) => c.createdByName ?? '—' },
          ]}
          action={{
            label: t('boPrices.detail'),
            cell: (c) => (
              <Link
                className="button button--secondary button--small"
                to={PAGES.superadmin.price(c.id)}
                aria-label={t('boPrices.detailOf', {
                  what: targetLabel(c.target, c.areaName),
                  date: dayLabel(c.startsOn),
                })}
              >
                {t('boPrices.detail')}
              </Link>
            ),
          }}
        />
      </section>
    </AreaPage>
  );
}

function NextChange({ row }: { row: PriceInForce }) {
  if (!row.nextChange) return <span className="bo-muted">{t('boPrices.noNext')}</span>;
  return (
    <Link to={PAGES.superadmin.price(row.nextChange.id)}>
      {t('boPrices.nextChange', {
        amount: amountLabel(row.target, row.nextChange.amount),
        date: dayLabel(row.nextChange.startsOn),
      })}
    </Link>
  );
}
