import { BO_ADMIN_SORTS, PARTNER_STATES, type PartnerState } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { searchField } from './BoPartnerUi.tsx';
import { useBoAdmins } from './partnersQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

/** A partner account's state as the partner's page names it. */
const PARTNER_STATE_LABEL: Readonly<Record<PartnerState, MessageKey>> = {
  active: 'boPartner.stateActive',
  pending: 'boPartner.statePending',
  invited: 'boPartner.stateInvited',
  unverified: 'boPartner.stateUnverified',
  suspended: 'boPartner.stateSuspended',
  blocked: 'boPartner.stateBlocked',
};

/** Green for a working partner, yellow for one not started yet, red for one stopped. */
const STATE_TONE: Readonly<Record<PartnerState, 'done' | 'new' | 'stopped'>> = {
  active: 'done',
  pending: 'new',
  invited: 'new',
  unverified: 'new',
  suspended: 'stopped',
  blocked: 'stopped',
};

/**
 * /superadmin/admins: the partners, searched, sorted and paged on the server; each links to its page
 * and has 'Otevřít panel' (impersonation, SPEC 2).
 */
export function AdminsPage() {
  const list = useListParams({ sorting: { keys: BO_ADMIN_SORTS, key: 'name' } });
  const state = list.choice('state', PARTNER_STATES);
  const admins = useBoAdmins({ q: list.q, state, sort: list.sort, dir: list.dir, page: list.page });
  const nameOf = (admin: { name: string; companyName: string | null; email: string }) =>
    admin.companyName || admin.name || admin.email;
  return (
    <AreaPage title={t('superadminArea.adminsTitle')} lead={t('superadminArea.adminsLead')}>
      <BoFilters
        list={list}
        submit={t('boPartners.search')}
        fields={[
          searchField(t('boPartners.adminsSearchPlaceholder')),
          {
            type: 'select',
            name: 'state',
            label: t('boPartners.stateLabel'),
            all: t('boPartners.stateAll'),
            options: PARTNER_STATES.map((value) => ({ value, label: t(PARTNER_STATE_LABEL[value]) })),
          },
        ]}
      />
      <p>
        {t('boPartners.pendingHint')}{' '}
        <Link to={`${PAGES.superadmin.requests}?kind=partner`}>{t('boPartners.pendingLink')}</Link>
      </p>
      <BoList
        list={list}
        query={admins}
        rows={(data) => data.admins}
        rowKey={(admin) => admin.id}
        label={t('superadminArea.adminsTitle')}
        error={t('boPartners.adminsLoadError')}
        empty={{ title: list.q || state ? t('boPartners.adminsEmpty') : t('superadminArea.noAdmins') }}
        total={(count) => t('boPartners.adminsTotal', { count })}
        pager={t('boPartners.adminsPager')}
        sortLabel={(column) => t('boPartners.sortBy', { column })}
        columns={[
          {
            label: t('superadminArea.adminName'),
            sortKey: 'name',
            cell: (admin) => (
              <Link
                to={PAGES.superadmin.admin(admin.id)}
                aria-label={t('boPartners.adminDetailOf', { name: nameOf(admin) })}
              >
                <strong>{nameOf(admin)}</strong>
              </Link>
            ),
          },
          {
            label: t('superadminArea.adminEmail'),
            sortKey: 'email',
            cell: (admin) => (
              <>
                {admin.email}
                {!admin.emailVerified && <span className="tag">{t('superadminArea.verifiedNo')}</span>}
              </>
            ),
          },
          {
            label: t('boPartners.colState'),
            cell: (admin) => (
              <span className={`bo-state bo-state--${STATE_TONE[admin.state]}`}>
                {t(PARTNER_STATE_LABEL[admin.state])}
              </span>
            ),
          },
          {
            label: t('superadminArea.adminVenues'),
            sortKey: 'venues',
            numeric: true,
            cell: (admin) => admin.venueCount,
          },
        ]}
        action={{
          label: t('superadminArea.openPanel'),
          cell: (admin) => (
            <Link
              className="button button--secondary button--small"
              to={PAGES.superadmin.impersonateAdmin(admin.id)}
              aria-label={t('superadminArea.openPanelOf', { name: admin.name || admin.email })}
            >
              {t('superadminArea.openPanel')}
            </Link>
          ),
        }}
      />
    </AreaPage>
  );
}
