import type { PriceChangeDto, PriceInForce } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link, useLocation, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Alert } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { ListState } from './BoUi.tsx';
import { amountLabel, dayLabel, inForceLabel, targetLabel } from './priceLabels.ts';
import { usePriceOverview } from './priceQueries.ts';
import './backoffice.css';

const STATUSES = ['SCHEDULED', 'STARTED', 'CANCELLED'] as const;
type Status = (typeof STATUSES)[number];

/** /superadmin/price: the prices in force today and the scheduled changes, paged on the server. */
export function PricesPage() {
  const [params, setParams] = useSearchParams();
  const scheduled = (useLocation().state as { scheduled?: string } | null)?.scheduled;
  const raw = params.get('status');
  const status = STATUSES.includes(raw as Status) ? (raw as Status) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const overview = usePriceOverview({ page, ...(status ? { status } : {}) });
  const data = overview.data;
  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  return (
    <AreaPage title={t('boPrices.title')} lead={t('boPrices.lead')}>
      <p>
        <Link className="button button--primary" to={PAGES.superadmin.priceCreate}>
          {t('boPrices.create')}
        </Link>
      </p>
      <div aria-live="polite">{scheduled && <Alert tone="success">{scheduled}</Alert>}</div>
      <ListState
        isPending={overview.isPending}
        isError={overview.isError}
        error={t('boPrices.loadError')}
        retry={() => void overview.refetch()}
      />
      {data && (
        <section className="area-card" aria-labelledby="prices-in-force">
          <h2 id="prices-in-force" className="area-card__title">
            {t('boPrices.inForceTitle', { date: dayLabel(data.today) })}
          </h2>
          <DataTable
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
      {data && (
        <section
          className="area-card"
          aria-labelledby="price-changes"
          aria-busy={overview.isFetching || undefined}
        >
          <h2 id="price-changes" className="area-card__title">
            {t('boPrices.changesTitle')}
          </h2>
          <div className="bo-filters">
            <SelectField
              name="status"
              label={t('boPrices.statusLabel')}
              value={status ?? ''}
              onChange={(event) => update({ status: event.target.value || undefined, page: undefined })}
            >
              <option value="">{t('boPrices.statusAll')}</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`boPrices.status.${value}`)}
                </option>
              ))}
            </SelectField>
          </div>
          {data.changes.length === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">{t('boPrices.empty')}</p>
              <p>{t('boPrices.emptyHint')}</p>
            </div>
          ) : (
            <>
              <p role="status">{t('boPrices.total', { count: data.pagination.total })}</p>
              <ChangesTable changes={data.changes} />
              <Pager
                label={t('boPrices.pagerLabel')}
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                onPage={(next) => update({ page: String(next) })}
              />
            </>
          )}
        </section>
      )}
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

function ChangesTable({ changes }: { changes: PriceChangeDto[] }) {
  return (
    <DataTable
      rows={changes}
      rowKey={(change) => change.id}
      columns={[
        { label: t('boPrices.colWhat'), cell: (c) => <strong>{targetLabel(c.target, c.areaName)}</strong> },
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
  );
}
