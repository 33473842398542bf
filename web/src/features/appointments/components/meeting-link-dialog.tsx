import { useState } from 'react';
import { toast } from 'sonner';
import { MeetingLinkSchema, withLinkScheme, type AppointmentDetail } from '@contract/appointments';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiRequestError } from '@/lib/api-client';
import { useUpdateAppointment } from '../api/update-appointment';
import { FormDialog } from '@/components/ui/form-dialog';

/**
 * docs/product.md, Pages and routes: 'Add/Edit Meeting Link' with an input and Cancel / Save Link.
 */
export function MeetingLinkDialog({ appointment }: { appointment: AppointmentDetail }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(appointment.meeting_link ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateAppointment();

  const onOpenChange = (next: boolean) => {
    if (next) {
      setValue(appointment.meeting_link ?? '');
      setProblem(null);
    }
    setOpen(next);
  };

  const onSubmit = () => {
    const parsed = MeetingLinkSchema.safeParse(value);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Invalid meeting link');
      return;
    }
    update.mutate(
      { id: appointment.id, change: { meeting_link: parsed.data } },
      {
        onSuccess: () => {
          toast.success('Meeting link updated successfully!');
          setOpen(false);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError)
            toast.error('Failed to update meeting link', { description: error.message });
          else toast.error('An error occurred while updating meeting link');
        },
      },
    );
  };

  const verb = appointment.meeting_link ? 'Edit' : 'Add';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button
          variant="outline"
          size="sm"
          aria-label={`${verb} Link for ${appointment.patient_name}`}
        >
          {verb} Link
        </Button>
      }
      title="Add/Edit Meeting Link"
      description={`${appointment.title} with ${appointment.patient_name}. Leave empty to remove the link.`}
      onSubmit={onSubmit}
      noValidate
      dismissLabel="Cancel"
      submitLabel="Save Link"
      pendingLabel="Saving…"
      pending={update.isPending}
    >
      <TextField
        label="Meeting link"
        type="url"
        inputMode="url"
        placeholder="https://meet.example.com/your-room"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        // A link pasted as Google Meet copies it (no https://) is shown as it will be saved.
        onBlur={() => setValue((current) => withLinkScheme(current))}
        error={problem ?? undefined}
        autoFocus
      />
    </FormDialog>
  );
}
