import { useId } from 'react';
import Monitor from 'lucide-react/icons/monitor';
import Smartphone from 'lucide-react/icons/smartphone';
import { DEVICE_LABELS, DEVICES, supportsDevice, type Device } from '../../core/search/devices';
import { ENGINE_LABELS, type SearchEngine } from '../../core/search/engines';
import { cn } from '../lib/cn';

const ICONS: Record<Device, typeof Monitor> = { desktop: Monitor, mobile: Smartphone };

/**
 * Desktop or mobile results, as two radio buttons styled as one switch (the checker and the schedule form).
 * Engines that cannot be asked for mobile results keep mobile disabled, and say so.
 */
export function DeviceChoice({ engine, value, onChange }: { engine: SearchEngine; value: Device; onChange: (device: Device) => void }) {
  const id = useId();
  const mobileOk = supportsDevice(engine, 'mobile');
  return (
    <fieldset aria-describedby={mobileOk ? undefined : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium">Device</legend>
      <div className="inline-flex rounded-lg border border-input bg-muted p-0.5">
        {DEVICES.map((device) => {
          const Icon = ICONS[device];
          const disabled = !supportsDevice(engine, device);
          return (
            <label
              key={device}
              className={cn(
                'relative inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                value === device && 'bg-card text-foreground shadow-sm',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={`${id}-device`}
                value={device}
                checked={value === device}
                disabled={disabled}
                onChange={() => onChange(device)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {DEVICE_LABELS[device]}
            </label>
          );
        })}
      </div>
      {mobileOk ? null : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {ENGINE_LABELS[engine]} results can only be checked for desktop.
        </p>
      )}
    </fieldset>
  );
}
