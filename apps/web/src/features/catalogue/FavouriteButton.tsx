import { PAGES, REDIRECT_QUERY_PARAM } from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { useUserAccount } from '../../shared/public-ui/index.ts';
import { toggleFavourite } from './favourite-toggle.ts';

/**
 * The heart: saves an activity to the logged-in user's favourites. A logged-out visitor goes to the
 * login page and comes back here afterwards.
 */
export function FavouriteButton({
  activityId,
  name,
  large = false,
}: {
  activityId: string;
  name: string;
  large?: boolean;
}) {
  const account = useUserAccount();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = account.data?.user.savedActivityIds.includes(activityId) ?? false;

  const onClick = () => {
    if (!account.loggedIn) {
      const back = `${location.pathname}${location.search}`;
      void navigate(`${PAGES.user.login}?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(back)}`);
      return;
    }
    void toggleFavourite(client, { id: activityId, saved: !saved });
  };

  return (
    <button
      type="button"
      className={`favourite${saved ? ' is-saved' : ''}${large ? ' favourite--large' : ''}`}
      aria-pressed={account.loggedIn ? saved : undefined}
      aria-label={t(saved ? 'favourite.remove' : 'favourite.add', { name })}
      title={t(saved ? 'favourite.removeShort' : 'favourite.addShort')}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {large && <span>{t(saved ? 'favourite.removeShort' : 'favourite.addShort')}</span>}
    </button>
  );
}
