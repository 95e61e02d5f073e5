import { useSession } from '../../shared/session/index.ts';
import { usePaymentConfig } from './api.ts';

/**
 * Apple Pay and Google Pay come only with Stripe (its Payment Element offers them where the device
 * has them); the built-in provider has no wallets, so nothing about them is said then, nor to a
 * guest, for whom the provider is not known.
 */
export function WalletsNote({ text }: { text: string }) {
  const session = useSession();
  if (session.user === null) return null;
  return <SignedInWalletsNote text={text} />;
}

function SignedInWalletsNote({ text }: { text: string }) {
  const config = usePaymentConfig();
  return config.data?.provider === 'stripe' ? <p>{text}</p> : null;
}
