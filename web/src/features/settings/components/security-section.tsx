import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { SecurityEventsCard } from './security-events-card';
import { SettingsStack } from './settings-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * Settings, Security: a stack of independent cards, each with its own queries and saves. A new
 * card (passkeys) is one more line here.
 */
export function SecuritySection() {
  return (
    <SettingsStack>
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      <SecurityEventsCard />
    </SettingsStack>
  );
}
