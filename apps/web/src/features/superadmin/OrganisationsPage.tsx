import {
  type BoOrganisation,
  type BoOrganisationAdmin,
  boOrganisationCreateBody,
  boOrganisationLinkBody,
} from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { BoListView } from './BoList.tsx';
import { dateOnly } from './BoUi.tsx';
import {
  useBoOrganisations,
  useCreateOrganisation,
  useLinkOrganisationAdmin,
  useUnlinkOrganisationAdmin,
} from './organisationQueries.ts';
import { useBoAdmins } from './partnersQueries.ts';
import './backoffice.css';

/** Which organisation each linked admin account belongs to (its name), to mark them in the chooser. */
type Owners = ReadonlyMap<string, string>;

/**
 * /superadmin/organisations: the partner organisations with their admin (venue) accounts; create one
 * (its account gets an e-mail with a link to set the password), link an admin account to it and unlink
 * one after a confirmation.
 */
export function OrganisationsPage() {
  const organisations = useBoOrganisations();
  const data = organisations.data;
  const owners: Owners = new Map(
    (data?.organisations ?? []).flatMap((organisation) =>
      organisation.admins.map((admin) => [admin.id, organisation.name || organisation.email] as const),
    ),
  );
  return (
    <AreaPage title={t('boOrganisations.title')} lead={t('boOrganisations.lead')}>
      <CreateOrganisation />
      <h2>{t('boOrganisations.listTitle')}</h2>
      <BoListView
        query={organisations}
        rows={(answer) => answer.organisations}
        error={t('boOrganisations.loadError')}
        empty={{ title: t('boOrganisations.empty'), hint: t('boOrganisations.emptyHint') }}
        total={(count) => t('boOrganisations.total', { count })}
        className="bo-stack"
      >
        {(rows) => (
          <div className="bo-grid">
            {rows.map((organisation) => (
              <OrganisationCard key={organisation.id} organisation={organisation} owners={owners} />
            ))}
          </div>
        )}
      </BoListView>
    </AreaPage>
  );
}

function CreateOrganisation() {
  const form = useForm(boOrganisationCreateBody);
  const create = useCreateOrganisation();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className="area-card" aria-labelledby="bo-organisation-create">
      <h2 id="bo-organisation-create" className="area-card__title">
        {t('boOrganisations.createTitle')}
      </h2>
      <p>{t('boOrganisations.createLead')}</p>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (values) => ({
            name: formText(values, 'name'),
            contactName: formText(values, 'contactName'),
            email: formText(values, 'email'),
          }),
          async (body) => {
            setMessage(null);
            const answer = await create.mutateAsync(body);
            setMessage(answer.message);
            form.formRef.current?.reset();
          },
        )}
      >
        <TextField
          name="name"
          label={t('boOrganisations.name')}
          autoComplete="organization"
          maxLength={200}
          error={form.errors.name}
          onChange={() => form.clearError('name')}
        />
        <TextField
          name="contactName"
          label={t('boOrganisations.contactName')}
          autoComplete="name"
          maxLength={120}
          error={form.errors.contactName}
          onChange={() => form.clearError('contactName')}
        />
        <TextField
          name="email"
          type="email"
          label={t('boOrganisations.email')}
          autoComplete="email"
          maxLength={254}
          error={form.errors.email}
          onChange={() => form.clearError('email')}
        />
        <FormError message={form.formError} id={form.errorId} />
        <Button type="submit" loading={form.pending}>
          {t('boOrganisations.create')}
        </Button>
      </form>
      {message && <Alert tone="success">{message}</Alert>}
    </section>
  );
}

function OrganisationCard({ organisation, owners }: { organisation: BoOrganisation; owners: Owners }) {
  const unlink = useUnlinkOrganisationAdmin(organisation.id);
  const [removing, setRemoving] = useState<BoOrganisationAdmin | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const name = organisation.name || organisation.email;
  const headingId = `bo-organisation-${organisation.id}`;
  return (
    <section className="area-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="area-card__title">
        {name}
      </h3>
      <dl className="bo-facts">
        <dt>{t('boOrganisations.contact')}</dt>
        <dd>
          {organisation.contactName}, {organisation.email}
        </dd>
        <dt>{t('boOrganisations.created')}</dt>
        <dd>{dateOnly.format(new Date(organisation.createdAt))}</dd>
        <dt>{t('boOrganisations.access')}</dt>
        <dd>
          {organisation.passwordSet ? t('boOrganisations.passwordSet') : t('boOrganisations.passwordPending')}
        </dd>
      </dl>
      <h4>{t('boOrganisations.adminsTitle')}</h4>
      {organisation.admins.length === 0 ? (
        <p>{t('boOrganisations.adminsEmpty')}</p>
      ) : (
        <DataTable
          rows={organisation.admins}
          rowKey={(admin) => admin.id}
          columns={[
            {
              label: t('boOrganisations.colName'),
              cell: (admin) => <Link to={PAGES.superadmin.admin(admin.id)}>{admin.name || admin.email}</Link>,
            },
            { label: t('boOrganisations.colEmail'), cell: (admin) => admin.email },
            {
              label: t('boOrganisations.colCompany'),
              cell: (admin) => admin.companyName || t('boOrganisations.noCompany'),
            },
          ]}
          action={{
            label: t('boOrganisations.actions'),
            cell: (admin) => (
              <Button
                variant="secondary"
                className="button--small"
                aria-label={t('boOrganisations.unlinkOf', { name: admin.name || admin.email })}
                onClick={() => {
                  setMessage(null);
                  setRemoving(admin);
                }}
              >
                {t('boOrganisations.unlink')}
              </Button>
            ),
          }}
        />
      )}
      {message && (
        <p role="status" className="bo-done">
          {message}
        </p>
      )}
      <LinkAdmin organisation={organisation} owners={owners} onDone={setMessage} />
      <p>
        <Link to={PAGES.superadmin.auditOf(organisation.id)}>{t('boOrganisations.auditLink')}</Link>
      </p>
      {removing && (
        <ConfirmActionDialog
          title={t('boOrganisations.unlinkTitle', {
            name: removing.name || removing.email,
            organisation: name,
          })}
          text={t('boOrganisations.unlinkText', { email: removing.email, organisation: name })}
          confirmLabel={t('boOrganisations.unlinkConfirm')}
          cancelLabel={t('boOrganisations.keep')}
          onConfirm={async () => {
            const answer = await unlink.mutateAsync(removing.id);
            setMessage(answer.message);
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

/** Search the partner (admin) accounts, choose one and link it; accounts of another organisation are marked. */
function LinkAdmin({
  organisation,
  owners,
  onDone,
}: {
  organisation: BoOrganisation;
  owners: Owners;
  onDone: (message: string) => void;
}) {
  const [q, setQ] = useState('');
  const admins = useBoAdmins({ q, sort: 'name' });
  const link = useLinkOrganisationAdmin(organisation.id);
  const form = useForm(boOrganisationLinkBody);
  const linked = new Set(organisation.admins.map((admin) => admin.id));
  const choices = (admins.data?.admins ?? []).filter((admin) => !linked.has(admin.id));
  const name = organisation.name || organisation.email;
  return (
    <div className="bo-organisation-link">
      <h4>{t('boOrganisations.linkTitle')}</h4>
      <form
        className="bo-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(formText(new FormData(event.currentTarget), 'q').trim());
        }}
      >
        <TextField
          name="q"
          type="search"
          label={t('boOrganisations.search')}
          placeholder={t('boOrganisations.searchPlaceholder')}
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          {t('boOrganisations.searchButton')}
        </Button>
      </form>
      {admins.isPending && <p role="status">{t('boOrganisations.searching')}</p>}
      {admins.isError && <Alert tone="error">{t('boOrganisations.adminsError')}</Alert>}
      {admins.data && choices.length === 0 && (
        <p>{t(q ? 'boOrganisations.noAdmins' : 'boOrganisations.noOtherAdmins')}</p>
      )}
      {choices.length > 0 && (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={form.handleSubmit(
            (values) => ({ adminId: formText(values, 'adminId') }),
            async (body) => {
              const answer = await link.mutateAsync(body.adminId);
              onDone(answer.message);
              form.formRef.current?.reset();
            },
          )}
        >
          <SelectField
            name="adminId"
            label={t('boOrganisations.choose')}
            defaultValue=""
            error={form.errors.adminId ? t('boOrganisations.chooseRequired') : undefined}
            onChange={() => form.clearError('adminId')}
          >
            <option value="">{t('boOrganisations.chooseNone')}</option>
            {choices.map((admin) => {
              const owner = owners.get(admin.id);
              return (
                <option key={admin.id} value={admin.id} disabled={owner !== undefined}>
                  {[admin.companyName, admin.name, admin.email].filter(Boolean).join(' · ')}
                  {owner !== undefined ? ` (${owner})` : ''}
                </option>
              );
            })}
          </SelectField>
          <FormError message={form.formError} id={form.errorId} />
          <Button type="submit" loading={form.pending} aria-label={t('boOrganisations.linkOf', { name })}>
            {t('boOrganisations.link')}
          </Button>
        </form>
      )}
    </div>
  );
}
