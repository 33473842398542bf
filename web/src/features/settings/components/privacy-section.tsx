import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRequestDataExport } from '../api/privacy';
import { AccessLogList } from './access-log-list';
import { SettingsCard, SettingsStack } from './settings-card';

function AccessLogCard() {
  return (
    <SettingsCard
      title="Who accessed my data"
      description="Each time a practitioner opened your appointments, conversations, plans, check-ins or session notes."
    >
      <AccessLogList
        category="access"
        label="Who accessed my data"
        empty="Nobody else has opened your data yet."
      />
    </SettingsCard>
  );
}

function DataExportCard() {
  const exportData = useRequestDataExport();
  const request = () =>
    exportData.mutate(undefined, {
      onSuccess: () =>
        toast.success('Your data is being prepared', {
          description: 'We will email you a download link (it works once, for 24 hours).',
        }),
      onError: (failure) =>
        toast.error('Could not start the download', { description: errorMessage(failure) }),
    });
  return (
    <SettingsCard
      title="Download my data"
      description="Everything your account holds, as a ZIP of readable files: profile, sessions, messages, plans and more."
    >
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={exportData.isPending}
        onClick={request}
      >
        <Download aria-hidden="true" />
        Download my data
      </Button>
    </SettingsCard>
  );
}

/** Settings, Privacy: the access log, the data export, and the policy. */
export function PrivacySection() {
  return (
    <SettingsStack>
      <AccessLogCard />
      <DataExportCard />
      <p className="text-sm text-slate-700">
        What we store and why, and how long we keep it:{' '}
        <Link to="/privacy" className="font-medium text-brand-700 underline">
          Privacy policy
        </Link>
        .
      </p>
    </SettingsStack>
  );
}
