import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '../Button/Button';
import { TimeField } from './TimeField';

// Story and test fixture: a shift's start and end in a react-hook-form form validated by zod.
export const shiftSchema = z
  .object({
    start: z.string({ error: 'Enter a start time' }).regex(/^\d{2}:\d{2}$/, 'Enter a start time'),
    end: z.string({ error: 'Enter an end time' }).regex(/^\d{2}:\d{2}$/, 'Enter an end time'),
  })
  .refine((shift) => shift.end > shift.start, {
    path: ['end'],
    message: 'The shift must end after it starts',
  });
export type ShiftValues = z.infer<typeof shiftSchema>;

const labels = { hour: 'Hour', minute: 'Minute', period: 'AM/PM', am: 'AM', pm: 'PM' };

export function TimeFieldForm({ onValid }: { onValid: (values: ShiftValues) => void }) {
  const { control, handleSubmit, formState } = useForm<ShiftValues>({
    resolver: zodResolver(shiftSchema),
    defaultValues: { start: '', end: '' },
  });
  const { errors } = formState;
  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      {(['start', 'end'] as const).map((key) => (
        <Controller
          key={key}
          control={control}
          name={key}
          render={({ field }) => (
            <TimeField
              label={key === 'start' ? 'Shift starts' : 'Shift ends'}
              required
              labels={labels}
              hourCycle={key === 'end' ? 12 : 24}
              value={field.value}
              onValueChange={(next) => field.onChange(next ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors[key]?.message}
            />
          )}
        />
      ))}
      <Button type="submit">Save</Button>
    </form>
  );
}
