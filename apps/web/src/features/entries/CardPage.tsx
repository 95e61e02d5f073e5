import type { CardResponse } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatSlot, formatTime } from '../../shared/public-ui/index.ts';
import { Alert } from '../../shared/ui/Alert.tsx';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { currentCardCode } from './cardCode.ts';
import { readCachedCard } from './cardStorage.ts';
import { entryKeys, useCard, useCardAdmission } from './queries.ts';
import './entries.css';
import { qrImage } from '../../shared/ui/qrImage.ts';

const PLAN_KEYS: Record<string, MessageKey> = {
  CHAMPIONSHIP: 'planNames.yearly',
  CHAMPIONSHIP_FLEXIBLE: 'planNames.flexible',
  PAYG_PLUS: 'planNames.paygPlus',
};
const STATE_KEYS: Record<string, MessageKey> = {
  ACTIVE: 'qrCard.planActive',
  WAITING_FOR_PAYMENT: 'qrCard.planWaiting',
  NOT_STARTED: 'qrCard.planNotStarted',
};

function planText(plan: CardResponse['plan']): string {
  if (!plan || !STATE_KEYS[plan.currentState]) return t('qrCard.planNone');
  const name = t(PLAN_KEYS[plan.type] ?? 'qrCard.planNone');
  const area = plan.type === 'PAYG_PLUS' ? '' : ` · ${plan.areaName ?? t('qrCard.planAllAreas')}`;
  return `${name}${area} · ${t(STATE_KEYS[plan.currentState]!)}`;
}

/** Re-renders every second (the countdown) and reports whether the browser is online. */
function useTicker() {
  const [now, setNow] = useState(() => Date.now());
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return { now, online };
}

/** /user/qr-code: the personal card with the rotating QR code, name, plan and the next entries. */
export function CardPage() {
  const query = useCard();
  const cached = useMemo(() => (query.data ? null : readCachedCard()), [query.data]);
  const card = query.data ?? cached?.card ?? null;
  const offsetMs = query.data
    ? new Date(query.data.serverTime).getTime() - (query.dataUpdatedAt || Date.now())
    : (cached?.clockOffsetMs ?? 0);
  const { now, online } = useTicker();
  useEffect(() => {
    // The installable card: its service worker keeps the shell for offline use (public/card-sw.js).
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register('/card-sw.js', { scope: `${PAGES.user.home}/` }).catch(() => {});
    }
  }, []);

  return (
    <AreaPage title={t('qrCard.title')} lead={t('qrCard.lead')}>
      {/* React hoists it into <head>: the card can be added to the home screen. */}
      <link rel="manifest" href="/card.webmanifest" />
      {!card && query.isPending && <p role="status">{t('form.loading')}</p>}
      {!card && query.isError && (
        <Alert tone="error">
          {online ? t('qrCard.loadError') : t('qrCard.offlineNoCard')}{' '}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('qrCard.retry')}
          </Button>
        </Alert>
      )}
      {card && <AdmissionNote enabled={online} />}
      {card && (
        <Card card={card} nowMs={now + offsetMs} online={online} skewed={Math.abs(offsetMs) > 30_000} />
      )}
    </AreaPage>
  );
}

/**
 * "Vstup potvrzen": shown on the open card within two seconds of the reception's scan. The entry just
 * used leaves "Nejbližší vstupy": the card is asked again after each new admission.
 */
function AdmissionNote({ enabled }: { enabled: boolean }) {
  const admission = useCardAdmission(enabled).data?.admission;
  const client = useQueryClient();
  const scannedAt = admission?.scannedAt;
  useEffect(() => {
    if (scannedAt) void client.invalidateQueries({ queryKey: entryKeys.card, exact: true });
  }, [scannedAt, client]);
  return (
    <div aria-live="polite" className="qr-admission">
      {admission && (
        <p className="qr-admission__note" data-testid="card-admitted">
          <strong>{t('qrCard.admitted')}</strong>{' '}
          {t('qrCard.admittedDetail', {
            activity: admission.activityName,
            venue: admission.venueName,
            time: formatTime(admission.scannedAt),
          })}
        </p>
      )}
    </div>
  );
}

/** Pixels a QR module and modules of quiet zone around the code. */
const MODULE_PX = 16;
function Card({
  card,
  nowMs,
  online,
  skewed,
}: {
  card: CardResponse;
  nowMs: number;
  online: boolean;
  skewed: boolean;
}) {
  const { code, payload, remainingMs } = currentCardCode(card, nowMs);
  const seconds = Math.ceil(remainingMs / 1000);
  const image = useMemo(() => qrImage(payload, MODULE_PX), [payload]);

  return (
    <div className="qr-card-layout">
      <div className="qr-card">
        <p className="qr-card__name">{card.name || card.email}</p>
        <p className="qr-card__plan">{planText(card.plan)}</p>
        {card.plan?.company?.suspended && (
          <p className="qr-card__warning" role="note" data-testid="card-company-suspended">
            {t('qrCard.companySuspended', { company: card.plan.company.name })}
          </p>
        )}
        <div className="qr-card__code">
          {image ? (
            <img
              src={image}
              alt={t('qrCard.qrLabel', { seconds })}
              width={320}
              height={320}
              className="qr-card__image"
              data-testid="card-qr"
            />
          ) : (
            <div className="qr-card__image qr-card__image--loading" />
          )}
        </div>
        <p className="qr-card__typed">
          <span className="visually-hidden">{t('qrCard.typedCode')}: </span>
          <span className="qr-card__digits">
            {code.slice(0, 4)} {code.slice(4)}
          </span>
        </p>
        <div
          className="qr-card__timer"
          role="progressbar"
          aria-label={t('qrCard.refreshIn', { seconds })}
          aria-valuemin={0}
          aria-valuemax={card.stepSeconds}
          aria-valuenow={seconds}
        >
          <span style={{ width: `${(remainingMs / (card.stepSeconds * 1000)) * 100}%` }} />
        </div>
        <p className="qr-card__refresh">{t('qrCard.refreshIn', { seconds })}</p>
        {!online && <p className="qr-card__note">{t('qrCard.offline')}</p>}
        {skewed && <p className="qr-card__note">{t('qrCard.clockSkew')}</p>}
      </div>
      <section className="area-card" aria-labelledby="card-upcoming">
        <h2 id="card-upcoming" className="area-card__title">
          {t('qrCard.upcomingTitle')}
        </h2>
        {card.upcoming.length === 0 ? (
          <div className="empty-state">
            <p>{t('qrCard.upcomingEmpty')}</p>
            <Link className="button button--secondary" to={PAGES.activities}>
              {t('qrCard.findActivity')}
            </Link>
          </div>
        ) : (
          <ul className="entry-mini-list">
            {card.upcoming.map((entry) => (
              <li key={entry.id}>
                <strong>{entry.activityName}</strong>
                <span>
                  {entry.slotStartsAt ? formatSlot(entry.slotStartsAt) : t('entryTime.open')} ·{' '}
                  {entry.venueName}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
