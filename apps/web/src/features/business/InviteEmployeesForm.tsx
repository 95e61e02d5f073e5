import type { InviteEmployeesResponse } from '@champions/contract';
import { crownsToMinor, parseEmployeeEmails } from '@champions/domain';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { usePublicData } from '../../shared/public-ui/index.ts';
import { SelectField, TextAreaField } from '../../shared/ui/fields.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { useInviteEmployees } from './companyQueries.ts';

/**
 * Invites employees: e-mails typed or pasted (one or many), or read from an uploaded CSV; checked here
 * as the API checks them (bad entries and duplicates reported), with the area and the company's
 * optional contribution per period (28 days).
 */
export function InviteEmployeesForm() {
  const areas = usePublicData().data?.areas ?? [];
  const invite = useInviteEmployees();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState<string[]>([]);
  const [result, setResult] = useState<InviteEmployeesResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const readCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const content = await file.text();
    setText((current) => (current.trim() ? `${current.trim()}\n${content}` : content));
    setErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setResult(null);
    setFailure(null);
    const parsed = parseEmployeeEmails(text);
    const found: Record<string, string> = {};
    const warnings: string[] = [];
    if (parsed.invalid.length > 0)
      found.emails = t('companyArea.invalidEmails', { list: parsed.invalid.join(', ') });
    else if (parsed.emails.length === 0) found.emails = t('companyArea.noEmails');
    if (parsed.duplicates.length > 0)
      warnings.push(t('companyArea.duplicateEmails', { list: parsed.duplicates.join(', ') }));
    const rawContribution = String(data.get('contribution') ?? '')
      .replace(/\s/g, '')
      .replace(',', '.');
    const crowns = rawContribution === '' ? null : Number(rawContribution);
    if (crowns !== null && (!Number.isFinite(crowns) || crowns < 0 || crowns > 100_000)) {
      found.contribution = t('companyArea.contributionInvalid');
    }
    setErrors(found);
    setNotes(warnings);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await invite.mutateAsync({
        emails: parsed.emails,
        areaId: String(data.get('areaId') ?? '') || null,
        contribution: crowns === null ? null : crownsToMinor(crowns),
      });
      setResult(answer);
      setText('');
    } catch (error) {
      setFailure(submitErrorMessage(error));
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormError message={failure} />
      <TextAreaField
        name="emails"
        label={t('companyArea.emails')}
        rows={4}
        value={text}
        error={errors.emails}
        id="invite-emails"
        aria-describedby={errors.emails ? 'invite-emails-error' : 'invite-emails-hint'}
        onChange={(event) => {
          setText(event.target.value);
          setErrors(({ emails: _, ...rest }) => rest);
        }}
      />
      <p id="invite-emails-hint" className="field__hint">
        {t('companyArea.emailsHint')}
      </p>
      <div className="field">
        <label className="field__label" htmlFor="invite-csv">
          {t('companyArea.csv')}
        </label>
        <input
          id="invite-csv"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void readCsv(event)}
        />
      </div>
      <SelectField name="areaId" label={t('companyArea.area')} defaultValue="">
        <option value="">{t('companyArea.allLocations')}</option>
        {areas.map((area) => (
          <option key={area.id} value={area.id}>
            {area.name}
          </option>
        ))}
      </SelectField>
      <TextField
        name="contribution"
        label={t('companyArea.contribution')}
        hint={t('companyArea.contributionHint')}
        inputMode="decimal"
        error={errors.contribution}
        onChange={() => setErrors(({ contribution: _, ...rest }) => rest)}
      />
      {notes.map((note) => (
        <Alert key={note} tone="info">
          {note}
        </Alert>
      ))}
      {result && (
        <Alert tone="success">
          {t('companyArea.invitedResult', { n: result.invited.length })}
          {result.alreadyInvited.length > 0 && (
            <> {t('companyArea.alreadyInvited', { list: result.alreadyInvited.join(', ') })}</>
          )}
        </Alert>
      )}
      <Button type="submit" loading={invite.isPending}>
        {invite.isPending ? t('companyArea.inviting') : t('companyArea.invite')}
      </Button>
    </form>
  );
}
