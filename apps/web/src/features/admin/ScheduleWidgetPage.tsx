import { FEED_CALLS, type ScheduleWidgetResponse } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { LANGUAGE_NAMES, LANGUAGES, t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { QueryState, SelectField } from './ManageUi.tsx';
import { useAdminId } from './queries.ts';
import { embedCode, parseFilter, type WidgetLanguage, widgetUrl } from './scheduleWidgetCode.ts';
import './manage.css';

/** /admin/widget "Rozvrh na váš web": the embeddable schedule's code, with its filter and a preview. */
export function ScheduleWidgetPage() {
  const adminId = useAdminId();
  const widget = useQuery({
    queryKey: ['admin', adminId, 'schedule-widget'] as const,
    queryFn: ({ signal }) => callApi(FEED_CALLS.widget, { signal }),
  });
  return (
    <AreaPage title={t('scheduleWidget.title')} lead={t('scheduleWidget.lead')}>
      <QueryState isPending={widget.isPending} isError={widget.isError} retry={() => widget.refetch()} />
      {widget.data && <WidgetCode widget={widget.data} />}
    </AreaPage>
  );
}

function WidgetCode({ widget }: { widget: ScheduleWidgetResponse }) {
  const [choice, setChoice] = useState('all');
  const [language, setLanguage] = useState<WidgetLanguage>('cs');
  const [copied, setCopied] = useState(false);
  const codeId = useId();
  const hintId = useId();
  const filter = parseFilter(choice);
  const code = embedCode(
    widget.publicUrl,
    widget.publicId,
    filter,
    t('scheduleWidget.iframeTitle'),
    language,
  );
  const preview = widgetUrl(widget.publicUrl, widget.publicId, filter, language);
  if (widget.venues.length === 0) {
    return (
      <section className="area-card" data-testid="schedule-widget-empty">
        <p>{t('scheduleWidget.empty')}</p>
        <Link to={PAGES.admin.venueCreate}>{t('scheduleWidget.addVenue')}</Link>
      </section>
    );
  }
  return (
    <>
      {!widget.approved && <Alert tone="info">{t('scheduleWidget.notApproved')}</Alert>}
      <section className="area-card" aria-labelledby="widget-code-title">
        <h2 id="widget-code-title" className="area-card__title">
          {t('scheduleWidget.codeTitle')}
        </h2>
        <SelectField
          name="filter"
          label={t('scheduleWidget.show')}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setCopied(false);
          }}
        >
          <option value="all">{t('scheduleWidget.all')}</option>
          <optgroup label={t('scheduleWidget.venues')}>
            {widget.venues.map((venue) => (
              <option key={venue.id} value={`venue:${venue.id}`}>
                {venue.name}
              </option>
            ))}
          </optgroup>
          {widget.activities.length > 0 && (
            <optgroup label={t('scheduleWidget.activities')}>
              {widget.activities.map((activity) => (
                <option key={activity.id} value={`activity:${activity.id}`}>
                  {activity.name}
                </option>
              ))}
            </optgroup>
          )}
        </SelectField>
        <SelectField
          name="language"
          label={t('scheduleWidget.language')}
          value={language}
          onChange={(event) => {
            setLanguage(event.target.value as WidgetLanguage);
            setCopied(false);
          }}
        >
          {/* each language named in itself, as the language switch does */}
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <div className="field">
          <label className="field__label" htmlFor={codeId}>
            {t('scheduleWidget.code')}
          </label>
          <textarea
            id={codeId}
            className="field__input schedule-widget__code"
            readOnly
            rows={6}
            value={code}
            aria-describedby={hintId}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id={hintId} className="field__hint">
            {t('scheduleWidget.codeHint')}
          </p>
        </div>
        <div className="button-row">
          <Button
            onClick={async () => {
              try {
                await navigator.clipboard?.writeText(code);
              } finally {
                setCopied(true);
              }
            }}
          >
            {t('scheduleWidget.copy')}
          </Button>
          <a className="button button--secondary" href={preview} target="_blank" rel="noopener">
            {t('scheduleWidget.openPreview')}
          </a>
        </div>
        {copied && <p role="status">{t('scheduleWidget.copied')}</p>}
      </section>
      <section className="area-card" aria-labelledby="widget-preview-title">
        <h2 id="widget-preview-title" className="area-card__title">
          {t('scheduleWidget.previewTitle')}
        </h2>
        <iframe className="schedule-widget__preview" src={preview} title={t('scheduleWidget.iframeTitle')} />
      </section>
    </>
  );
}
