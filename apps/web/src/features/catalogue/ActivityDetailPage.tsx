import type { ActivityDetail, TimeSlot } from '@champions/contract';
import { activityJsonLd } from '@champions/contract';
import { activityImage, DETAIL_HERO_SIZES, PAGES, type PostLoginTarget, quoteEntry } from '@champions/domain';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import {
  formatDay,
  formatTime,
  nextDays,
  priceDisplay,
  usePageMeta,
  useUserAccount,
} from '../../shared/public-ui/index.ts';
import { saveStoredRedirect } from '../../shared/session/index.ts';
import { LazyActivityReviews, LazyStickyBuyBar, usePlaces, useQuote } from '../entries/index.ts';
import { DetailError, DetailSkeleton } from './detail/DetailStates.tsx';
import { DetailSummary } from './detail/DetailSummary.tsx';
import { OptionChoice } from './detail/OptionChoice.tsx';
import { SlotChoice } from './detail/SlotChoice.tsx';
import { VenueSection } from './detail/VenueSection.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import { PhotoGallery } from './PhotoGallery.tsx';
import { useActivity, useSlots } from './queries.ts';
import './catalogue.css';

const DAYS_AHEAD = 14;

/** /activities/:activityId, /aktivita/:id and the campaign detail /campaignActivity/:activityId. */
export function ActivityDetailPage({ variant = 'default' }: { variant?: 'default' | 'campaign' }) {
  const params = useParams();
  const id = params.activityId ?? params.id ?? '';
  const activity = useActivity(id);

  if (activity.isPending) return <DetailSkeleton />;
  if (activity.isError) {
    const notFound =
      activity.error instanceof ApiError && (activity.error.status === 404 || activity.error.status === 400);
    return <DetailError notFound={notFound} onRetry={() => void activity.refetch()} />;
  }
  return <Detail activity={activity.data} campaign={variant === 'campaign'} />;
}

function Detail({ activity, campaign }: { activity: ActivityDetail; campaign: boolean }) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const account = useUserAccount();
  const days = useMemo(() => nextDays(DAYS_AHEAD), []);

  const fromUrl = search.get('selectedDate');
  const defaultDay = activity.nextSlotAt ? nextDays(1, new Date(activity.nextSlotAt))[0]! : days[0]!;
  const selectedDate = fromUrl && /^\d{4}-\d{2}-\d{2}$/.test(fromUrl) ? fromUrl : defaultDay;
  const slots = useSlots(activity.id, selectedDate);
  const timeSlotId = search.get('timeSlotId');
  const selectedSlot: TimeSlot | undefined = slots.data?.slots.find((slot) => slot.id === timeSlotId);
  const optionId = search.get('selectedOption');
  const selectedOption = activity.options.find((option) => option.id === optionId) ?? activity.options[0];
  const cheapest = activity.options.length > 0 ? Math.min(...activity.options.map((o) => o.price)) : null;

  usePageMeta({
    title: `${activity.name} – ${activity.venue.name}`,
    description: t('detail.metaDescription', {
      name: activity.name,
      venue: activity.venue.name,
      city: activity.venue.city,
      price: cheapest === null ? '' : formatCzk(cheapest),
    }),
    jsonLd: activityJsonLd(activity, window.location.href),
    image: activity.photos[0] ?? activity.venue.photos[0],
  });

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(patch)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setSearch(next, { replace: true, preventScrollReset: true });
  };

  // "a friend along": the places chosen in the buy panel, which the sticky bar quotes too
  const [places, setPlaces] = usePlaces(selectedSlot?.id ?? null, selectedOption?.id ?? null);
  // the server's quote of the buy panel (one cached query): does the user already hold this slot?
  const held =
    useQuote(selectedSlot?.id ?? null, selectedOption?.id ?? null, account.loggedIn, places).data?.held ??
    false;
  const subscription = account.data?.subscription ?? null;
  const quote =
    account.loggedIn && selectedOption && account.data
      ? quoteEntry({
          optionPrice: selectedOption.price,
          subscription: subscription
            ? {
                type: subscription.type,
                currentState: subscription.currentState,
                areaId: subscription.area?.id ?? null,
              }
            : null,
          venueAreaId: activity.venue.area.id,
          at: selectedSlot ? new Date(selectedSlot.startsAt) : new Date(),
          coveredEntriesAt: [],
        })
      : null;

  const buy = () => {
    if (!selectedOption || !selectedSlot) return;
    const target: PostLoginTarget = {
      type: 'activity',
      activityId: activity.id,
      selectedOption: selectedOption.id,
      timeSlotId: selectedSlot.id,
      selectedDate,
      // Back from registration or login, the detail starts the payment by itself (SPEC 2).
      autoPay: true,
    };
    saveStoredRedirect(target);
    void navigate(PAGES.user.register);
  };

  const prices = priceDisplay(selectedOption?.price);
  const venue = activity.venue;
  // the activity's own photos first, then its venue's
  const photos = [
    ...activity.photos.map((url) => ({ url, name: activity.name })),
    ...venue.photos.filter((url) => !activity.photos.includes(url)).map((url) => ({ url, name: venue.name })),
  ];

  return (
    <article className={`detail${campaign ? ' detail--campaign' : ''}`} aria-labelledby="detail-title">
      {campaign && (
        <div className="campaign-strip">
          <div className="container">
            <strong>{t('campaign.stripTitle')}</strong> {t('campaign.stripText')}
          </div>
        </div>
      )}
      <div className="detail__hero">
        {photos.length > 0 ? (
          <PhotoGallery
            photos={photos}
            label={t('gallery.label', { name: activity.name })}
            sizes={DETAIL_HERO_SIZES}
            eager
            className="gallery--hero"
          />
        ) : (
          <img
            src={activityImage(null, activity.category?.slug)}
            alt=""
            width={400}
            height={250}
            className="detail__pictogram"
            fetchPriority="high"
          />
        )}
      </div>
      <div className="container detail__layout">
        <div className="detail__main">
          <nav aria-label={t('detail.breadcrumb')} className="breadcrumb">
            <Link to={campaign ? PAGES.campaign.activities : PAGES.activities}>{t('detail.back')}</Link>
          </nav>
          <div className="detail__heading">
            <div>
              {activity.category && <p className="eyebrow">{activity.category.name}</p>}
              <h1 id="detail-title">{activity.name}</h1>
              <p className="detail__venue">
                <Link to={PAGES.venue(venue.id)}>{venue.name}</Link>, {venue.street}, {venue.city}
              </p>
              {activity.trainer && (
                <p className="detail__trainer">
                  {activity.trainer.photoUrl && (
                    <img src={activity.trainer.photoUrl} alt="" width={40} height={40} loading="lazy" />
                  )}
                  <Link to={PAGES.trainerProfile(activity.trainer.slug)}>
                    {t('trainerPublic.leadBy', { name: activity.trainer.name })}
                  </Link>
                </p>
              )}
            </div>
            <FavouriteButton activityId={activity.id} name={activity.name} large />
          </div>
          <p className="detail__description">{activity.description}</p>

          <OptionChoice
            activity={activity}
            selectedOptionId={selectedOption?.id}
            onChoose={(optionId) => update({ selectedOption: optionId })}
          />
          <SlotChoice
            days={days}
            selectedDate={selectedDate}
            slots={slots}
            timeSlotId={timeSlotId}
            selectedSlot={selectedSlot}
            loggedIn={account.loggedIn}
            onChooseDay={(day) => update({ selectedDate: day, timeSlotId: null })}
            onChooseSlot={(slotId) => update({ timeSlotId: slotId, selectedDate })}
          />
          <VenueSection venue={venue} />
          <LazyActivityReviews activityId={activity.id} />
        </div>

        <DetailSummary
          selectedOption={selectedOption}
          selectedSlot={selectedSlot}
          prices={prices}
          quote={quote}
          loggedIn={account.loggedIn}
          places={places}
          onPlacesChange={setPlaces}
          autoPay={search.get('autoPay') === 'true'}
          onAutoPayStarted={() => update({ autoPay: null })}
          onBuy={buy}
        />
      </div>
      {selectedSlot && selectedOption && prices && (
        <LazyStickyBuyBar
          when={t('detail.when', {
            day: formatDay(selectedSlot.startsAt),
            time: formatTime(selectedSlot.startsAt),
          })}
          price={quote ? formatCzk(quote.price) : prices.payg}
          targetId="buy-panel"
          full={selectedSlot.free === 0}
          held={held}
          timeSlotId={selectedSlot.id}
          optionId={selectedOption.id}
          loggedIn={account.loggedIn}
          places={places}
        />
      )}
    </article>
  );
}
