import { SCAN_CALLS, type ScanRequest, type ScanResponse } from '@champions/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, callApi } from '../../shared/api/index.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { formatSlot, formatTime } from '../../shared/public-ui/index.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { CameraScanner } from './CameraScanner.tsx';
import { type ScanRole, useScan, useToday } from './queries.ts';
import { playVerdictTone } from './scanSound.ts';
import './entries.css';

const SOURCE_KEYS: Record<string, MessageKey> = {
  PAYG: 'scan.sourcePayg',
  PAYG_PLUS: 'scan.sourcePaygPlus',
  CHAMPIONSHIP: 'scan.sourceMembership',
};

/** How long a verdict stays on the screen before it is ready for the next guest. */
const VERDICT_SHOWN_MS = 6000;

/** A request the page hands over (the desk admitting its own sale); a new nonce sends it again. */
export interface HandedOver {
  nonce: number;
  /** sends it; with the ticket the reception confirmed when the first answer named another time */
  send: (confirmTicketId?: string) => Promise<ScanResponse>;
}

/**
 * The scan screen, a kiosk for the reception: the verdict full width at the top (green or red, who,
 * what for, why refused) with a tone, cleared after a few seconds for the next guest; below it the
 * camera or the typed code, today's count of admissions and the latest scans. A ticket of another
 * day or time is not admitted: the verdict names its time and waits for the reception to confirm it
 * ('Přesto vpustit', the same request again with the ticket) or to turn the guest away.
 */
export function ScanScreen({
  area: role,
  venueId: fixedVenueId,
  handOver,
}: {
  area: ScanRole;
  /** the venue this desk scans at, chosen by the page (a partner organisation's reception) */
  venueId?: string;
  /** a request to send now, handed over by the page (the desk's own sale) */
  handOver?: HandedOver | null;
}) {
  const scan = useScan(role);
  const today = useToday(role);
  const places = today.data?.venues ?? [];
  const [pickedVenueId, setVenueId] = useState('');
  const venueId = fixedVenueId ?? pickedVenueId;
  const [code, setCode] = useState('');
  const [result, setResult] = useState<ScanResponse | null>(null);
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // the request behind the verdict shown, to send again when the reception confirms another time
  const lastSend = useRef<((confirmTicketId?: string) => Promise<ScanResponse>) | null>(null);

  useEffect(() => {
    // a verdict that waits for the reception's decision stays until it is made
    if (!result || (!result.admitted && result.otherTime)) return;
    const timer = window.setTimeout(() => {
      setResult(null);
      inputRef.current?.focus();
    }, VERDICT_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const run = async (send: (confirmTicketId?: string) => Promise<ScanResponse>, confirmTicketId?: string) => {
    lastSend.current = send;
    try {
      const answer = await scan.mutateAsync({ send: () => send(confirmTicketId) });
      setResult(answer);
      playVerdictTone(answer.admitted);
      setCode('');
    } catch {
      setResult(null);
    }
  };
  const check = async (text: string) => {
    const value = text.trim();
    if (!value) return;
    await run((confirmTicketId) =>
      callScan({
        code: value,
        ...(venueId ? { venueId } : {}),
        ...(confirmTicketId ? { confirmTicketId } : {}),
      }),
    );
  };
  const callScan = (body: ScanRequest) => callApi(SCAN_CALLS.scan, { prefix: `/${role}`, body });
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (handOver) void runRef.current(handOver.send);
  }, [handOver]);
  const confirm = (ticketId: string) => {
    if (lastSend.current) void run(lastSend.current, ticketId);
  };
  const dismiss = () => {
    setResult(null);
    inputRef.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };

  return (
    <div className="scan-screen">
      <div aria-live="assertive" className="scan-screen__result">
        {scan.isError && (
          <Alert tone="error">{scan.error instanceof ApiError ? scan.error.message : t('scan.error')}</Alert>
        )}
        {result ? (
          <ScanResult result={result} confirming={scan.isPending} onConfirm={confirm} onDismiss={dismiss} />
        ) : (
          !scan.isError && <p className="scan-ready">{t('scan.ready')}</p>
        )}
      </div>
      <p className="scan-count" data-testid="admitted-today">
        {t('scan.admittedToday', { count: today.data?.admittedToday ?? 0 })}
      </p>
      {fixedVenueId === undefined && (
        <VenuePicker
          places={places}
          value={venueId}
          onChange={(id) => {
            setVenueId(id);
            setResult(null);
          }}
        />
      )}
      <div className="scan-screen__inputs">
        <CameraScanner onCode={(text) => void check(text)} />
        <form className="scan-form" onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId} className="field__label">
            {t('scan.codeLabel')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="field__input scan-form__input"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={hintId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <p id={hintId} className="field__hint">
            {t('scan.codeHint')}
          </p>
          <Button type="submit" loading={scan.isPending} disabled={code.trim() === ''}>
            {t('scan.submit')}
          </Button>
        </form>
      </div>
      <RecentScans area={role} />
    </div>
  );
}

/** Shown when the person scans at more than one venue: which one this device stands at. */
function VenuePicker({
  places,
  value,
  onChange,
}: {
  places: { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
}) {
  const fieldId = useId();
  if (places.length < 2) return null;
  return (
    <div className="field scan-venue">
      <label htmlFor={fieldId} className="field__label">
        {t('scan.venue')}
      </label>
      <select
        id={fieldId}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('scan.allVenues')}</option>
        {places.map((place) => (
          <option key={place.id} value={place.id}>
            {place.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function ScanResult({
  result,
  confirming,
  onConfirm,
  onDismiss,
}: {
  result: ScanResponse;
  confirming: boolean;
  onConfirm: (ticketId: string) => void;
  onDismiss: () => void;
}) {
  if (result.admitted) {
    return (
      <div className="scan-result scan-result--ok" data-testid="scan-result" data-admitted="true">
        <p className="scan-result__verdict">{t('scan.admitted')}</p>
        <p className="scan-result__name">{result.userName}</p>
        <p>{t('scan.used', { activity: result.activityName, venue: result.venueName })}</p>
        <p>
          {result.slotStartsAt ? `${t('scan.slot', { when: formatSlot(result.slotStartsAt) })} · ` : ''}
          {t(SOURCE_KEYS[result.source] ?? 'scan.sourcePayg')} ·{' '}
          {t('scan.earning', { amount: formatCzk(result.partnerEarning) })}
        </p>
      </div>
    );
  }
  if (result.otherTime) {
    const other = result.otherTime;
    return (
      <div className="scan-result scan-result--ask" data-testid="scan-result" data-admitted="false">
        <p className="scan-result__verdict">{t('scan.otherTime')}</p>
        {result.userName && <p className="scan-result__name">{result.userName}</p>}
        <p className="scan-result__reason">
          {t('scan.otherTimeTicket', {
            activity: other.activityName,
            venue: other.venueName,
            when: formatSlot(other.slotStartsAt),
          })}
        </p>
        <p>{t('scan.otherTimeAsk')}</p>
        <div className="scan-result__actions">
          <Button loading={confirming} onClick={() => onConfirm(other.ticketId)}>
            {t('scan.confirmOtherTime')}
          </Button>
          <Button variant="secondary" onClick={onDismiss}>
            {t('scan.dismissOtherTime')}
          </Button>
        </div>
      </div>
    );
  }
  if (result.admittedAt) {
    return (
      <div className="scan-result scan-result--again" data-testid="scan-result" data-admitted="false">
        <p className="scan-result__verdict">{t('scan.alreadyAdmitted')}</p>
        {result.userName && <p className="scan-result__name">{result.userName}</p>}
        <p>{result.message}</p>
      </div>
    );
  }
  return (
    <div className="scan-result scan-result--refused" data-testid="scan-result" data-admitted="false">
      <p className="scan-result__verdict">{t('scan.refused')}</p>
      <p className="scan-result__reason">{t(`scan.reasons.${result.reason}`)}</p>
      {result.userName && <p className="scan-result__name">{result.userName}</p>}
      <p>{result.message}</p>
    </div>
  );
}

function RecentScans({ area: role }: { area: ScanRole }) {
  const today = useToday(role);
  const scans = today.data?.recentScans ?? [];
  return (
    <section className="area-card" aria-labelledby={`recent-${role}`}>
      <h2 id={`recent-${role}`} className="area-card__title">
        {t('scan.recentTitle')}
      </h2>
      {scans.length === 0 ? (
        <p className="empty-state">{today.isPending ? t('form.loading') : t('scan.recentEmpty')}</p>
      ) : (
        <DataTable
          rows={scans.slice(0, 10)}
          rowKey={(scan) => scan.id}
          columns={[
            { label: t('scan.scanTime'), cell: (scan) => formatTime(scan.scannedAt) },
            { label: t('scan.todayUser'), cell: (scan) => scan.userName },
            { label: t('scan.todayActivity'), cell: (scan) => scan.activityName },
            { label: t('scan.todayVenue'), cell: (scan) => scan.venueName },
          ]}
        />
      )}
    </section>
  );
}

/** Today's reservations at the partner's venues: who is expected and who came. */
export function TodayEntries({ area: role, picker = false }: { area: ScanRole; picker?: boolean }) {
  const today = useToday(role);
  const [venueId, setVenueId] = useState('');
  const entries = (today.data?.entries ?? []).filter((entry) => !venueId || entry.venueId === venueId);
  return (
    <section className="area-card" aria-labelledby={`today-${role}`}>
      <h2 id={`today-${role}`} className="area-card__title">
        {t('scan.todayTitle')}
      </h2>
      {picker && <VenuePicker places={today.data?.venues ?? []} value={venueId} onChange={setVenueId} />}
      {today.isError && <Alert tone="error">{t('scan.error')}</Alert>}
      {entries.length === 0 ? (
        <p className="empty-state">{today.isPending ? t('form.loading') : t('scan.todayEmpty')}</p>
      ) : (
        <DataTable
          rows={entries}
          rowKey={(entry) => entry.ticketId}
          columns={[
            {
              label: t('scan.todayTime'),
              cell: (entry) => (entry.slotStartsAt ? formatTime(entry.slotStartsAt) : ''),
            },
            { label: t('scan.todayUser'), cell: (entry) => entry.userName },
            { label: t('scan.todayActivity'), cell: (entry) => entry.activityName },
            { label: t('scan.todayVenue'), cell: (entry) => entry.venueName },
            {
              label: t('scan.todayState'),
              cell: (entry) =>
                entry.isUsed && entry.usedAt
                  ? t('scan.todayUsed', { time: formatTime(entry.usedAt) })
                  : t('scan.todayWaiting'),
            },
          ]}
        />
      )}
    </section>
  );
}
