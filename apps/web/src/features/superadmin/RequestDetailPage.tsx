import {
  type BackofficeRequestDetail,
  REQUEST_STATES,
  requestNoteBody,
  requestReplyBody,
} from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { SelectField, TextAreaField } from '../../shared/ui/fields.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, submitErrorMessage, useForm } from '../../shared/ui/useForm.ts';
import { ApprovePartnerCard } from './ApprovePartnerCard.tsx';
import { dateTime, ListState } from './BoUi.tsx';
import { kindLabel, statusLabel } from './requestLabels.ts';
import {
  useAddRequestNote,
  useAssignRequest,
  useInboxRequest,
  useReplyToRequest,
  useSetRequestState,
} from './requestQueries.ts';
import './backoffice.css';

type Detail = BackofficeRequestDetail;

/** /superadmin/request/:id: one request, its handling (state, assignee), internal notes and e-mail replies. */
export function RequestDetailPage() {
  const { id = '' } = useParams();
  const request = useInboxRequest(id);
  const data = request.data;
  const notFound = request.error instanceof ApiError && request.error.status === 404;
  // kept here: a saved change remounts the handling form (its key), which must still say it saved
  const [handlingSaved, setHandlingSaved] = useState(false);
  return (
    <AreaPage title={data ? `${kindLabel(data.request.kind)}: ${data.request.name}` : t('boRequests.title')}>
      <p>
        <Link to={PAGES.superadmin.requests}>← {t('boRequest.back')}</Link>
      </p>
      {notFound ? (
        <Alert tone="error">{t('boRequest.notFound')}</Alert>
      ) : (
        <ListState
          isPending={request.isPending}
          isError={request.isError}
          error={t('boRequest.loadError')}
          retry={() => void request.refetch()}
        />
      )}
      {data && (
        <div className="bo-grid">
          <RequestFacts data={data} />
          {data.request.kind === 'partner' && <ApprovePartnerCard request={data.request} />}
          <Handling
            key={`${data.request.status}|${data.request.assignee?.id ?? ''}`}
            data={data}
            saved={handlingSaved}
            onSaved={setHandlingSaved}
          />
          <Thread data={data} />
          <NoteForm id={data.request.id} />
          <ReplyForm data={data} />
        </div>
      )}
    </AreaPage>
  );
}

function RequestFacts({ data }: { data: Detail }) {
  const r = data.request;
  return (
    <section className="area-card" aria-labelledby="request-facts">
      <h2 id="request-facts">{t('boRequest.message')}</h2>
      <dl className="bo-facts">
        <dt>{t('boRequest.from')}</dt>
        <dd>{r.name}</dd>
        <dt>{t('boRequest.email')}</dt>
        <dd>
          <a href={`mailto:${r.email}`}>{r.email}</a>
        </dd>
        {r.phone && (
          <>
            <dt>{t('boRequest.phone')}</dt>
            <dd>{r.phone}</dd>
          </>
        )}
        {r.company && (
          <>
            <dt>{t('boRequest.company')}</dt>
            <dd>{r.company}</dd>
          </>
        )}
        <dt>{t('boRequest.received')}</dt>
        <dd>{dateTime.format(new Date(r.createdAt))}</dd>
      </dl>
      <p className="bo-message">{r.message}</p>
    </section>
  );
}

/** State and assignee: each saved on its own, audited by the API. */
function Handling({
  data,
  saved,
  onSaved,
}: {
  data: Detail;
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const id = data.request.id;
  const setState = useSetRequestState(id);
  const assign = useAssignRequest(id);
  const [status, setStatus] = useState(data.request.status);
  const [assigneeId, setAssigneeId] = useState(data.request.assignee?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const pending = setState.isPending || assign.isPending;
  const save = async () => {
    setError(null);
    onSaved(false);
    try {
      if (status !== data.request.status) await setState.mutateAsync({ status });
      if (assigneeId !== (data.request.assignee?.id ?? '')) {
        await assign.mutateAsync({ assigneeId: assigneeId || null });
      }
      onSaved(true);
    } catch (failure) {
      setError(submitErrorMessage(failure));
    }
  };
  return (
    <section className="area-card" aria-labelledby="request-handling">
      <h2 id="request-handling">{t('boRequest.handling')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SelectField
          name="status"
          label={t('boRequest.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as typeof status)}
        >
          {REQUEST_STATES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="assigneeId"
          label={t('boRequest.assignee')}
          value={assigneeId}
          onChange={(event) => setAssigneeId(event.target.value)}
        >
          <option value="">{t('boRequest.nobody')}</option>
          {data.assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name || a.email}
            </option>
          ))}
        </SelectField>
        <FormError message={error} />
        {saved && <Alert tone="success">{t('boRequest.saved')}</Alert>}
        <Button type="submit" loading={pending}>
          {t('boRequest.save')}
        </Button>
      </form>
    </section>
  );
}

function Thread({ data }: { data: Detail }) {
  return (
    <section className="area-card" aria-labelledby="request-thread">
      <h2 id="request-thread">{t('boRequest.history')}</h2>
      {data.messages.length === 0 ? (
        <p>{t('boRequest.historyEmpty')}</p>
      ) : (
        <ol className="bo-thread">
          {data.messages.map((m) => (
            <li key={m.id} className={`bo-thread__item bo-thread__item--${m.kind}`}>
              <p>
                <strong>{m.kind === 'reply' ? t('boRequest.reply') : t('boRequest.note')}</strong>
                {' · '}
                {t('boRequest.by', { name: m.author.name, at: dateTime.format(new Date(m.createdAt)) })}
              </p>
              {m.subject && (
                <p>
                  <strong>{m.subject}</strong>
                </p>
              )}
              <p className="bo-message">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function NoteForm({ id }: { id: string }) {
  const form = useForm(requestNoteBody);
  const add = useAddRequestNote(id);
  const [done, setDone] = useState(false);
  return (
    <section className="area-card" aria-labelledby="request-note">
      <h2 id="request-note">{t('boRequest.noteTitle')}</h2>
      <p>{t('boRequest.noteHint')}</p>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (values) => ({ body: formText(values, 'body') }),
          async (body) => {
            setDone(false);
            await add.mutateAsync(body);
            form.formRef.current?.reset();
            setDone(true);
          },
        )}
      >
        <TextAreaField
          rows={3}
          name="body"
          label={t('boRequest.noteBody')}
          maxLength={5000}
          error={form.errors.body}
          onChange={() => form.clearError('body')}
        />
        <FormError message={form.formError} id={form.errorId} />
        {done && <Alert tone="success">{t('boRequest.noteSaved')}</Alert>}
        <Button type="submit" loading={form.pending}>
          {t('boRequest.noteSubmit')}
        </Button>
      </form>
    </section>
  );
}

/** The reply form; its key is made once per reply, so a double click sends one e-mail. */
function ReplyForm({ data }: { data: Detail }) {
  const form = useForm(requestReplyBody);
  const reply = useReplyToRequest(data.request.id);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section className="area-card" aria-labelledby="request-reply">
      <h2 id="request-reply">{t('boRequest.replyTitle')}</h2>
      <p>{t('boRequest.replyHint', { email: data.request.email })}</p>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (values) => ({ subject: formText(values, 'subject'), body: formText(values, 'body'), key }),
          async (body) => {
            setSentTo(null);
            await reply.mutateAsync(body);
            form.formRef.current?.reset();
            setKey(crypto.randomUUID());
            setSentTo(data.request.email);
          },
        )}
      >
        <TextField
          name="subject"
          label={t('boRequest.replySubject')}
          defaultValue={t('boRequest.replyDefaultSubject')}
          maxLength={200}
          error={form.errors.subject}
          onChange={() => form.clearError('subject')}
        />
        <TextAreaField
          rows={6}
          name="body"
          label={t('boRequest.replyBody')}
          maxLength={5000}
          error={form.errors.body}
          onChange={() => form.clearError('body')}
        />
        <FormError message={form.formError} id={form.errorId} />
        {sentTo && <Alert tone="success">{t('boRequest.replySent', { email: sentTo })}</Alert>}
        <Button type="submit" loading={form.pending}>
          {t('boRequest.replySubmit')}
        </Button>
      </form>
    </section>
  );
}
