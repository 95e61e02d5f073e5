import type { PaymentMethodDto } from '@champions/contract';
import { t } from '../../shared/i18n/index.ts';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** A card brand as people write it: 'visa' → 'Visa'. */
export const brandName = (brand: string) => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** A saved card as the customer knows it: 'Visa •••• 4242'. */
export const cardLabel = (m: PaymentMethodDto) =>
  t('billing.card', { brand: brandName(m.card.brand), last4: m.card.last4 });
