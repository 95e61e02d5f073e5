import type { CategoryIcon as IconName } from '@champions/domain';
import type { ComponentType } from 'react';
import {
  BookmarkIcon,
  CardIcon,
  EyeIcon,
  HistoryIcon,
  HomeIcon,
  MailIcon,
  SettingsIcon,
} from '../../shared/ui/areaIcons.tsx';
import {
  type IconProps,
  MapPinIcon,
  QrIcon,
  SearchIcon,
  UserIcon,
  WalletIcon,
} from '../../shared/ui/icons.tsx';

/** The web's pictograms a category may show, by the names the server accepts (CATEGORY_ICONS). */
export const CATEGORY_ICON_COMPONENTS: Record<IconName, ComponentType<IconProps>> = {
  'map-pin': MapPinIcon,
  home: HomeIcon,
  user: UserIcon,
  card: CardIcon,
  wallet: WalletIcon,
  bookmark: BookmarkIcon,
  history: HistoryIcon,
  search: SearchIcon,
  settings: SettingsIcon,
  mail: MailIcon,
  qr: QrIcon,
  eye: EyeIcon,
};

/** A category's icon (decorative: its name is always written next to it). */
export function CategoryIconView({ icon }: { icon: IconName | null }) {
  if (!icon) return null;
  const Component = CATEGORY_ICON_COMPONENTS[icon];
  return <Component className="category-icon" />;
}
