import { BRAND, PAGES } from '@champions/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import {
  ActivityCard,
  ActivityCardSkeleton,
  answerLocationOffer,
  LocationOffer,
  type Place,
  PlaceBar,
  perPeriod,
  planPrices,
  readPlace,
  savePlace,
  shouldOfferLocation,
  useCatalogueFilters,
  useGeolocation,
  usePageMeta,
  usePublicData,
} from '../../shared/public-ui/index.ts';
import { ArrowRightIcon, MapPinIcon, QrIcon, SearchIcon, WalletIcon } from '../../shared/ui/icons.tsx';
import { featuredActivities } from './featured.ts';
import './home.css';

const STEPS = [
  { icon: MapPinIcon, title: 'home.step1Title', text: 'home.step1Text' },
  { icon: WalletIcon, title: 'home.step2Title', text: 'home.step2Text' },
  { icon: QrIcon, title: 'home.step3Title', text: 'home.step3Text' },
] as const;

/** / and /new-home: search, categories, areas, featured activities, plans and the partner call to action. */
export function HomePage({ variant = 'default' }: { variant?: 'default' | 'new' }) {
  usePageMeta({ description: t('seo.home') });
  const navigate = useNavigate();
  const publicData = usePublicData();
  const filters = useCatalogueFilters();
  const data = publicData.data;
  const nearby = useNearbyPlace();
  const featured = featuredActivities(data?.activities ?? [], nearby.place, nearby.point);
  const prices = planPrices(data);
  const placeSlug = nearby.place?.kind === 'area' ? nearby.place.slug : null;
  const placeArea = data?.areas.find((area) => area.slug === placeSlug);
  const allActivities = placeArea ? `${PAGES.activities}?area=${placeArea.slug}` : PAGES.activities;

  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container">
          <p className="hero__eyebrow">{variant === 'new' ? t('homePage.newEyebrow') : t('home.eyebrow')}</p>
          <h1 id="home-title" className="hero__title">
            {t('home.headline')}
          </h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <form
            className="home-search"
            onSubmit={(event) => {
              event.preventDefault();
              const term = String(new FormData(event.currentTarget).get('search') ?? '').trim();
              void navigate(
                term ? `${PAGES.activities}?search=${encodeURIComponent(term)}` : PAGES.activities,
              );
            }}
          >
            <label htmlFor="home-search" className="visually-hidden">
              {t('homePage.searchLabel')}
            </label>
            <input
              id="home-search"
              name="search"
              type="text"
              inputMode="search"
              enterKeyHint="search"
              className="home-search__input"
              placeholder={t('homePage.searchPlaceholder')}
              autoComplete="off"
            />
            <button type="submit" className="button button--accent home-search__button">
              <SearchIcon width={20} height={20} />
              {t('homePage.searchSubmit')}
            </button>
          </form>
          <div className="button-row">
            <Link className="button button--accent" to={PAGES.activities}>
              {t('home.ctaActivities')}
              <ArrowRightIcon width={20} height={20} />
            </Link>
            <Link className="button button--secondary button--on-dark" to={PAGES.membership}>
              {t('home.ctaMembership')}
            </Link>
          </div>
        </div>
      </section>

      <section className="section container" aria-labelledby="home-categories">
        <h2 id="home-categories" className="section__title">
          {t('homePage.categoriesTitle')}
        </h2>
        <ul className="chip-row">
          {(filters.data?.activityCategories ?? []).map((category) => (
            <li key={category.id}>
              <Link className="chip" to={`${PAGES.activities}?category=${category.slug}`}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="home__subtitle">{t('homePage.areasTitle')}</h2>
        <ul className="chip-row">
          {(data?.areas ?? []).map((area) => (
            <li key={area.id}>
              <Link
                className="chip"
                to={`${PAGES.activities}?area=${area.slug}`}
                onClick={() => savePlace({ kind: 'area', slug: area.slug })}
              >
                <MapPinIcon width={18} height={18} /> {area.name}
              </Link>
            </li>
          ))}
          <li>
            <Link className="chip" to={PAGES.map}>
              {t('homePage.map')}
            </Link>
          </li>
        </ul>
      </section>

      <section className="section container" aria-labelledby="home-featured">
        <div className="home__heading-row">
          <h2 id="home-featured" className="section__title">
            {t('homePage.featuredTitle')}
          </h2>
          <Link to={allActivities} className="home__all">
            {t('homePage.allActivities')}
          </Link>
        </div>
        {nearby.offer && (
          <LocationOffer
            locating={nearby.geo.state.status === 'locating'}
            onAccept={() => {
              answerLocationOffer();
              void nearby.choose({ kind: 'near' });
            }}
            onDismiss={nearby.dismissOffer}
          />
        )}
        <div className="home__place">
          <PlaceBar
            area={placeSlug}
            near={nearby.place?.kind === 'near' && nearby.point !== null}
            locating={nearby.geo.state.status === 'locating'}
            onArea={(slug) => void nearby.choose(slug ? { kind: 'area', slug } : null)}
            onNear={(on) => void nearby.choose(on ? { kind: 'near' } : null)}
          />
          <p className="home__place-note" aria-live="polite">
            {nearby.geo.state.status === 'denied'
              ? t('place.denied')
              : placeArea
                ? t('place.inArea', { area: placeArea.name })
                : nearby.place?.kind === 'near' && nearby.point
                  ? t('place.nearby')
                  : ''}
          </p>
        </div>
        {publicData.isPending || nearby.locating ? (
          <ul className="card-grid" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <ActivityCardSkeleton />
              </li>
            ))}
          </ul>
        ) : featured.length === 0 ? (
          <p>{t('homePage.noFeatured')}</p>
        ) : (
          <ul className="card-grid">
            {featured.map((activity) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="section container" aria-labelledby="how-title">
        <h2 id="how-title" className="section__title">
          {t('home.howTitle')}
        </h2>
        <ol className="steps">
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="step">
              <span className="step__icon">
                <Icon />
              </span>
              <h3 className="step__title">{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section container" aria-labelledby="home-plans">
        <h2 id="home-plans" className="section__title">
          {t('homePage.plansTitle')}
        </h2>
        <ul className="home-plans">
          <li className="home-plan">
            <h3>{t('planSummary.basicTitle')}</h3>
            <p className="home-plan__price">{t('homePage.basicPrice')}</p>
            <p>{t('planSummary.basicText')}</p>
          </li>
          <li className="home-plan">
            <h3>PAYG+</h3>
            <p className="home-plan__price">
              {prices ? `${formatCzk(prices.paygPlus)} ${perPeriod()}` : '…'}
            </p>
            <p>{t('planSummary.paygPlusText')}</p>
          </li>
          <li className="home-plan home-plan--featured">
            <h3>{BRAND.membership}</h3>
            <p className="home-plan__price">
              {prices
                ? `${t('planSummary.from', { price: formatCzk(prices.cheapestArea) })} ${perPeriod()}`
                : '…'}
            </p>
            <p>{t('planSummary.membershipText')}</p>
          </li>
        </ul>
        <div className="cta-band">
          <div>
            <h2>{t('home.plansTitle')}</h2>
            <p>{t('home.plansText')}</p>
          </div>
          <Link className="button button--primary" to={PAGES.plans}>
            {t('home.plansCta')}
          </Link>
        </div>
      </section>

      <section className="section container home-partner" aria-labelledby="home-partner">
        <div className="home-partner__box">
          <div>
            <h2 id="home-partner">{t('homePage.partnerTitle')}</h2>
            <p>{t('homePage.partnerText', { product: BRAND.product })}</p>
          </div>
          <div className="button-row">
            <Link className="button button--accent" to={PAGES.partnerSite}>
              {t('homePage.partnerCta')}
            </Link>
            <Link className="button button--secondary button--on-dark" to={PAGES.business}>
              {t('homePage.businessCta')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * The visitor's place for "Nejbližší termíny" (location first): the remembered area, or their
 * position when they chose "Blízko mě" (asked again only when the browser already allows it), and the
 * one-time offer to use the location.
 */
function useNearbyPlace() {
  const geo = useGeolocation();
  const [place, setPlace] = useState<Place | null>(() => readPlace());
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  const [locating, setLocating] = useState(() => place?.kind === 'near');
  const [offer, setOffer] = useState(() => shouldOfferLocation());
  const autoLocate = useRef(locating);

  const { locateIfAllowed } = geo;
  useEffect(() => {
    if (!autoLocate.current) return;
    void locateIfAllowed().then((found) => {
      if (!autoLocate.current) return;
      autoLocate.current = false;
      setLocating(false);
      setPoint(found);
    });
  }, [locateIfAllowed]);

  const choose = async (next: Place | null) => {
    autoLocate.current = false;
    setLocating(false);
    setOffer(false);
    if (next?.kind === 'near') {
      const found = await geo.locate();
      if (!found) return;
      setPoint(found);
    }
    savePlace(next);
    setPlace(next);
  };

  const dismissOffer = () => {
    answerLocationOffer();
    setOffer(false);
  };

  return { geo, place, point, locating, offer, choose, dismissOffer };
}
