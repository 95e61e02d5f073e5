import type { CompanySeat } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { formatDate } from '../../shared/public-ui/index.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { useRemoveSeat, useSeats } from './companyQueries.ts';

const stateText = (seat: CompanySeat) =>
  seat.state === 'ending'
    ? t('companyArea.state_ending', { date: seat.paidUntil ? formatDate(seat.paidUntil) : '' })
    : t(`companyArea.state_${seat.state}`);

/**
 * Seats and usage: how many seats hold a Championship, who waits, and each employee's entries this
 * month (counts only, never where: the employee's privacy). Paged on the server.
 */
export function SeatsList() {
  const [page, setPage] = useState(1);
  const seats = useSeats(page);
  const remove = useRemoveSeat();
  const [removing, setRemoving] = useState<CompanySeat | null>(null);

  if (seats.isPending) return <p role="status">{t('form.loading')}</p>;
  if (seats.isError) return <Alert tone="error">{submitErrorMessage(seats.error)}</Alert>;
  const { summary, pagination } = seats.data;
  return (
    <>
      <p className="company-summary" data-testid="seat-summary">
        {t('companyArea.seatsSummary', {
          used: summary.used,
          invited: summary.invited,
          entries: summary.entriesThisMonth,
        })}
      </p>
      <p className="field__hint">{t('companyArea.privacy')}</p>
      {seats.data.seats.length === 0 ? (
        <p className="empty-state__title">{t('companyArea.empty')}</p>
      ) : (
        <DataTable
          rows={seats.data.seats}
          rowKey={(seat) => seat.id}
          columns={[
            { label: t('companyArea.colEmail'), cell: (seat) => seat.email },
            { label: t('companyArea.colState'), cell: stateText },
            {
              label: t('companyArea.colPlan'),
              cell: (seat) => seat.areaName ?? t('companyArea.allLocations'),
            },
            {
              label: t('companyArea.colCompanyShare'),
              cell: (seat) => formatCzk(seat.companyShare),
              numeric: true,
            },
            {
              label: t('companyArea.colEmployeeShare'),
              cell: (seat) => formatCzk(seat.employeeShare),
              numeric: true,
            },
            { label: t('companyArea.colEntries'), cell: (seat) => seat.entriesThisMonth, numeric: true },
          ]}
          action={{
            label: t('companyArea.colActions'),
            cell: (seat) =>
              seat.state === 'invited' || seat.state === 'active' ? (
                <Button
                  variant="secondary"
                  aria-label={t('companyArea.removeLabel', { email: seat.email })}
                  onClick={() => setRemoving(seat)}
                >
                  {t('companyArea.remove')}
                </Button>
              ) : null,
          }}
        />
      )}
      <Pager
        page={pagination.page}
        totalPages={pagination.totalPages}
        onPage={setPage}
        label={t('companyArea.pager')}
      />
      {removing && (
        <ConfirmActionDialog
          title={t('companyArea.removeTitle')}
          text={t('companyArea.removeText', { email: removing.email })}
          confirmLabel={t('companyArea.removeConfirm')}
          cancelLabel={t('companyArea.keep')}
          onConfirm={() => remove.mutateAsync(removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
