import { NativeSelect } from '@/components/ui/native-select';
import type { LocalMedia } from '../hooks/use-local-media';

/** Which microphone and camera to use; names appear once the browser has allowed access. */
export function DevicePickers({ media }: { media: LocalMedia }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <DevicePicker
        id="microphone-select"
        label="Microphone"
        devices={media.microphones}
        value={media.microphoneId}
        onChange={(deviceId) => media.selectDevice('audio', deviceId)}
      />
      <DevicePicker
        id="camera-select"
        label="Camera"
        devices={media.cameras}
        value={media.cameraId}
        onChange={(deviceId) => media.selectDevice('video', deviceId)}
      />
    </div>
  );
}

function DevicePicker({
  id,
  label,
  devices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  devices: MediaDeviceInfo[];
  value: string | undefined;
  onChange(deviceId: string): void;
}) {
  const usable = devices.filter((device) => device.deviceId);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        disabled={usable.length === 0}
        onChange={(event) => onChange(event.target.value)}
      >
        {usable.length === 0 ? <option value="">None available</option> : null}
        {usable.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || `${label} ${index + 1}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
