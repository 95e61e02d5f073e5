import type { ScanResponse } from '@champions/contract';
import { formatCzk } from '@champions/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/index.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
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

/**
 * The scan screen, a kiosk for the reception: the verdict full width at the top (green or red, who,
 * what for, why refused) with a tone, cleared after a few seconds for the next guest; below it the
 * camera or the typed code, today's count of admissions and the latest scans.
 */
export function ScanScreen({
  area: role,
  venueId: fixedVenueId,
  submitCode,
}: {
  area: ScanRole;
  /** the venue this desk scans at, chosen by the page (a partner organisation's reception) */
  venueId?: string;
  /** a code to check now, handed over by the page (the desk's own sale); a new nonce checks again */
  submitCode?: { text: string; nonce: number } | null;
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

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => {
      setResult(null);
      inputRef.current?.focus();
    }, VERDICT_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const check = async (text: string) => {
    const value = text.trim();
    if (!value) return;
    try {
      const answer = await scan.mutateAsync({ code: value, ...(venueId ? { venueId } : {}) });
      setResult(answer);
      playVerdictTone(answer.admitted);
      setCode('');
    } catch {
      setResult(null);
    }
  };
  const checkRef = useRef(check);
  checkRef.current = check;
  useEffect(() => {
    if (submitCode) void checkRef.current(submitCode.text);
  }, [submitCode]);
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
          <ScanResult result={result} />
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

function ScanResult({ result }: { result: ScanResponse }) {
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
