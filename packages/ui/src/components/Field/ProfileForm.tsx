import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { Textarea } from '../Textarea/Textarea';
import { TextField } from '../TextField/TextField';

// Story and test fixture: every field of the design system in one react-hook-form form validated by zod.
export const profileSchema = z.object({
  name: z.string().min(2, 'Enter at least 2 characters'),
  about: z.string().max(40, 'At most 40 characters'),
  team: z.string().min(1, 'Choose a team'),
  width: z.enum(['boxed', 'full'], { error: 'Choose a content width' }),
  blur: z.boolean(),
  terms: z.literal(true, { error: 'You must accept the terms' }),
});
export type ProfileValues = z.infer<typeof profileSchema>;

export function ProfileForm({ onValid }: { onValid: (values: ProfileValues) => void }) {
  const { register, control, handleSubmit, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: '', about: '', team: '', blur: false },
  });
  const { errors } = formState;
  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <TextField label="Name" required {...register('name')} error={errors.name?.message} />
      <Textarea label="About you" {...register('about')} error={errors.about?.message} />
      <Controller
        control={control}
        name="team"
        render={({ field }) => (
          <Select
            label="Team"
            required
            placeholder="Choose a team"
            options={[
              { value: 'design', label: 'Design' },
              { value: 'ops', label: 'Operations' },
            ]}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.team?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="width"
        render={({ field }) => (
          <RadioGroup
            label="Content width"
            options={[
              { value: 'boxed', label: 'Boxed' },
              { value: 'full', label: 'Full width' },
            ]}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            ref={field.ref}
            error={errors.width?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="blur"
        render={({ field }) => (
          <Switch
            label="Navbar blur"
            checked={field.value}
            onCheckedChange={field.onChange}
            ref={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="terms"
        render={({ field }) => (
          <Checkbox
            label="I accept the terms"
            checked={field.value ?? false}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            ref={field.ref}
            error={errors.terms?.message}
          />
        )}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}
