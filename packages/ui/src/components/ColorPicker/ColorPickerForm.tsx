import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '../Button/Button';
import { ColorPicker } from './ColorPicker';
import { brandSwatches, pickerLabels } from './colorPickerFixtures';

// Story and test fixture: a team colour in a react-hook-form form validated by zod.
export const teamColourSchema = z.object({
  colour: z
    .string()
    .regex(/^#[0-9a-f]{6}$/, 'Enter a six-digit hex colour')
    .refine((hex) => hex !== '#ffffff', 'White is not readable on the badge'),
});
export type TeamColourValues = z.infer<typeof teamColourSchema>;

export function ColorPickerForm({ onValid }: { onValid: (values: TeamColourValues) => void }) {
  const { control, handleSubmit, formState } = useForm<TeamColourValues>({
    resolver: zodResolver(teamColourSchema),
    defaultValues: { colour: '#ffffff' },
  });
  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <Controller
        control={control}
        name="colour"
        render={({ field }) => (
          <ColorPicker
            label="Team colour"
            required
            swatches={brandSwatches}
            labels={pickerLabels}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={formState.errors.colour?.message}
          />
        )}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}
