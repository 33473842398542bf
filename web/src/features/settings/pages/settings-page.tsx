import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/api/get-current-user';
import { usePageMeta } from '@/lib/use-page-meta';
import { cn } from '@/lib/utils';
import { SETTINGS_SECTIONS } from '../settings-sections';

/**
 * The settings of either role (docs/product.md, Settings): a list of sections beside the chosen
 * section's panel. The list is a vertical tab list (arrow keys move between sections, Tab enters
 * the panel); the section is kept in the address (`?section=`), so it can be linked to.
 */
export default function SettingsPage() {
  usePageMeta('Settings', 'Your account, security, notifications, calendar and privacy.');
  const { data: currentUser } = useCurrentUser();
  const role = currentUser?.profile?.role === 'healer' ? 'healer' : 'patient';
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const current =
    SETTINGS_SECTIONS.find((section) => section.id === requested) ?? SETTINGS_SECTIONS[0]!;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Settings</h1>
      <Tabs.Root
        orientation="vertical"
        value={current.id}
        onValueChange={(id) => setParams({ section: id }, { replace: true })}
        className="flex flex-col gap-6 md:flex-row"
      >
        <Tabs.List
          aria-label="Settings sections"
          className="flex shrink-0 gap-1 overflow-x-auto md:w-56 md:flex-col"
        >
          {SETTINGS_SECTIONS.map((section) => (
            <Tabs.Trigger
              key={section.id}
              value={section.id}
              className={cn(
                'rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100',
                'data-[state=active]:bg-brand-100 data-[state=active]:text-brand-900',
              )}
            >
              {section.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SETTINGS_SECTIONS.map((section) => (
          <Tabs.Content
            key={section.id}
            value={section.id}
            className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white p-6"
          >
            <h2 className="text-xl font-semibold text-slate-900">{section.label}</h2>
            <p className="mt-1 mb-6 text-sm text-slate-700">{section.description}</p>
            <section.Panel role={role} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
