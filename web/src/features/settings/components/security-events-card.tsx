import { AccessLogList } from './access-log-list';
import { SettingsCard } from './settings-card';

/** Settings, Security: the account's recent sign-ins and changes, from the access log. */
export function SecurityEventsCard() {
  return (
    <SettingsCard
      title="Recent security events"
      description="Sign-ins, failed attempts and changes to your account's security."
    >
      <AccessLogList category="security" label="Security events" empty="No security events yet." />
    </SettingsCard>
  );
}
